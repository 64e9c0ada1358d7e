<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>Something went wrong: %1

The game so far is saved. The details are in %2.</source>
        <translation>問題が起きました: %1

ここまでの対局は保存してあります。詳しくは %2 にあります。</translation>
    </message>
    <message>
        <source>w = %1 of %2</source>
        <translation>w = %1 / %2</translation>
    </message>
    <message>
        <source>%1: threat in w = %2</source>
        <translation>%1: w = %2 にリーチ</translation>
    </message>
    <message>
        <source>lines (target %1):</source>
        <translation>完成したライン (目標 %1):</translation>
    </message>
    <message>
        <source>Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw.</source>
        <translation>3×3 の盤で、縦・横・斜めのいずれかに3つ並べると勝ちです。互いに最善を尽くせば引き分けになります。</translation>
    </message>
    <message>
        <source>Seven columns, six rows. Stones fall to the lowest free row of the column you pick. Four in a row across, up or diagonally wins. The first player wins with perfect play, starting in the middle column.</source>
        <translation>横7列・縦6段の盤です。選んだ列の一番下の空いている段まで石が落ちます。縦・横・斜めのいずれかに4つ並べると勝ちです。先手が真ん中の列から打ち始め、最善を尽くせば必ず勝ちます。</translation>
    </message>
    <message>
        <source>Five in a row on a 15×15 board, in any of the four directions.</source>
        <translation>15×15 の盤で、縦・横・斜めの4方向のいずれかに5つ並べると勝ちです。</translation>
    </message>
    <message>
        <source>Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the four space diagonals through the centre. The first player wins by taking the centre.</source>
        <translation>3×3×3 の立方体で3つ並べます。どの軸に沿っても、面の対角線でも、中心を通る4本の空間対角線でも構いません。中心を取れば先手必勝です。</translation>
    </message>
    <message>
        <source>Four in a row in a 4×4×4 cube: %1 lines along the axes, the face diagonals and the four space diagonals. The first player can force a win, but it is hard to find.</source>
        <translation>4×4×4 の立方体で4つ並べます。軸に沿ったライン、面の対角線、4本の空間対角線を合わせて %1 ラインあります。先手必勝ですが、その手順を見つけるのは困難です。</translation>
    </message>
    <message>
        <source>Qubic with gravity: stones drop down the z axis onto the stone below, like beads on sixteen poles. Four in a row in any direction wins.</source>
        <translation>重力付きの立体四目並べです。16本の棒に玉を通すように、石は z 軸に沿って下の石の上に落ちます。どの方向でも4つ並べると勝ちです。</translation>
    </message>
    <message>
        <source>Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time (the slider moves through w), or all four side by side. A line may run across the slices: then it takes one cell in each of them. %1 lines in all.</source>
        <translation>4×4×4×4 の超立方体で4つ並べます。立体表示には w の断面を1つずつ (スライダーで w を選びます)、または4つを横に並べて表示します。ラインは断面をまたぐこともあり、そのときは各断面から1マスずつ取ります。全部で %1 ラインあります。</translation>
    </message>
    <message>
        <source>The 3×3×3×3 tesseract with its centre blocked: three in a row, %1 lines. The game does not stop at the first line: whoever completes %2 lines first wins, and on a full board the most lines wins. Up to %3 players.</source>
        <translation>中心をふさいだ 3×3×3×3 の超立方体で3つ並べます。ラインは %1 本あります。最初のラインができても対局は続き、先に %2 ラインを完成させた人の勝ちです。盤が埋まったときはラインの多い人の勝ちです。最大 %3 人まで遊べます。</translation>
    </message>
    <message>
        <source>Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the left button to turn the board, use the wheel to zoom. On boards with a fourth axis the slider picks the w-slice shown. Undo takes back your last move (and the CPU&apos;s reply). Review → Start, Back, Forward and End (Home, Ctrl+Left, Ctrl+Right, End) or a click in the move list shows an earlier position; View → Show threats (Ctrl+T) marks every cell that would complete a line next move.</source>
        <translation>立体表示か断面パネルのマスをクリックすると、そこに打ちます。左ボタンでドラッグすると盤が回り、ホイールで拡大・縮小します。4本目の軸がある盤では、表示する w の断面をスライダーで選びます。「待った」で直前の自分の手 (と CPU の応手)を取り消します。「検討」メニューの「最初へ」「1手戻る」「1手進む」「最後へ」(Home、Ctrl+←、Ctrl+→、End)か棋譜の手のクリックで、前の局面を見られます。「表示」→「リーチを表示」(Ctrl+T)で、次の一手でラインが完成するマスに印が付きます。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;k-in-a-row on boards of any dimension: %1, against people or the CPU.&lt;/p&gt;&lt;p&gt;PySide6 %2, pyqtgraph.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;何次元の盤でも遊べるn目並べです。%1 を、人とも CPU とも対局できます。&lt;/p&gt;&lt;p&gt;PySide6 %2、pyqtgraph。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Solved: tic-tac-toe is a draw and Connect Four a first-player win (hyperrow&apos;s exact solver); 3D tic-tac-toe and Qubic are first-player wins, proven by hyperrow&apos;s own search and shipped as books the CPU plays (to check one: &lt;code&gt;hyperrow book qubic --verify&lt;/code&gt;). Score Four has never been solved: so far hyperrow&apos;s build has proven the first player&apos;s win in %Ln positions of it (to check them: &lt;code&gt;hyperrow book score-four --verify&lt;/code&gt;).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;解かれたゲーム: 三目並べは引き分け、四目並べは先手の勝ちです (hyperrow の完全解析)。立体三目並べと立体四目並べは先手必勝で、hyperrow 自身の探索で証明し、CPU が打つ定跡として同梱しています (確かめるには &lt;code&gt;hyperrow book qubic --verify&lt;/code&gt;)。スコアフォーはまだ誰にも解かれていません。hyperrow の構築は、これまでにその %Ln 局面で先手の勝ちを証明しました (確かめるには &lt;code&gt;hyperrow book score-four --verify&lt;/code&gt;)。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>A game of %1 in the 3D view</source>
        <translation>立体表示で見た %1 の対局</translation>
    </message>
    <message>
        <source>A game of Connect Four, analysed and reviewed at its sixth move: the move, marked ?? in red, lets the opponent complete a line at once, and the move that blocks it is outlined in green. Under the Moves list, the evaluation graph.</source>
        <translation>解析した四目並べの対局の 6 手目を表示した図。赤い ?? の印の付いたその手は相手にすぐラインを完成させる手で、それを止める手を緑で囲んでいます。棋譜の下は評価グラフです。</translation>
    </message>
    <message>
        <source>hyperrow manual</source>
        <translation>hyperrow の説明書</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>リンク: %1</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>%1 の遊び方</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>説明書(&amp;M)</translation>
    </message>
    <message>
        <source>What to do, in the manual</source>
        <translation>どうすればよいかは説明書へ</translation>
    </message>
    <message>
        <source>Player %1 (%2)</source>
        <translation>プレイヤー%1 (%2)</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前 (省略可)</translation>
    </message>
    <message>
        <source>%1: who plays</source>
        <translation>%1: 打つ人</translation>
    </message>
    <message>
        <source>%1: CPU level</source>
        <translation>%1: CPU の強さ</translation>
    </message>
    <message>
        <source>Moves not kept</source>
        <translation>手が保存されていません</translation>
    </message>
    <message>
        <source>The latest moves could not be autosaved, so they are lost if the window closes now. Save the game to a file first?</source>
        <translation>最近の手を自動保存できなかったため、今ウィンドウを閉じるとそれらの手は失われます。先に対局をファイルに保存しますか?</translation>
    </message>
    <message>
        <source>About hyperrow</source>
        <translation>hyperrow について</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Remote player</source>
        <translation>ネットワーク上の相手</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Your time ran out</source>
        <translation>あなたの時間切れ</translation>
    </message>
    <message>
        <source>Time ran out</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>%1, CPU (%2)</source>
        <translation>%1、CPU (%2)</translation>
    </message>
    <message>
        <source>%1, over the network</source>
        <translation>%1、ネットワーク越し</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>残り %1</translation>
    </message>
    <message>
        <source>%1, low on time</source>
        <translation>%1、残り時間わずか</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1、手番</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>対</translation>
    </message>
    <message>
        <source>Your time is running low: %1 left</source>
        <translation>あなたの持ち時間が少なくなっています: 残り %1</translation>
    </message>
    <message>
        <source>%1&apos;s time is running low: %2 left</source>
        <translation>%1 の持ち時間が少なくなっています: 残り %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Choose the board, the line length and who plays.</source>
        <translation>盤、並べる数、対局者を選んでください。</translation>
    </message>
    <message>
        <source>Custom rules: %1.</source>
        <translation>自由ルール: %1。</translation>
    </message>
    <message>
        <source>Custom rules…</source>
        <translation>ルールを自分で決める…</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>次元の数</translation>
    </message>
    <message>
        <source>Size along %1</source>
        <translation>%1 方向の大きさ</translation>
    </message>
    <message>
        <source>Size per axis</source>
        <translation>各軸の大きさ</translation>
    </message>
    <message>
        <source>In a row (k)</source>
        <translation>並べる数 (k)</translation>
    </message>
    <message>
        <source>Stones fall along</source>
        <translation>石が落ちる軸</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>how many</comment>
        <translation>人数</translation>
    </message>
    <message>
        <source>Lines to win</source>
        <translation>勝ちに必要なライン数</translation>
    </message>
    <message>
        <source>Block the centre cell</source>
        <translation>中心のマスをふさぐ</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>nowhere (no gravity)</source>
        <translation>なし (重力なし)</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>プレイヤー%1: %2</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち (終局)</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>wins in at most %1</source>
        <translation>%1 手以内で勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け (終局)</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>loses in at most %1</source>
        <translation>%1 手以内で負け</translation>
    </message>
    <message>
        <source>estimate %1</source>
        <translation>推定 %1</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>%1. %2: %3 — %4</source>
        <translation>%1. %2: %3 — %4</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — the win thrown away: %5, better %6</source>
        <translation>%1. %2: %3 %4 — 勝ちを逃した: %5、よい手は %6</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — the draw thrown away: %5, better %6</source>
        <translation>%1. %2: %3 %4 — 引き分けを逃した: %5、よい手は %6</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — %5, better %6</source>
        <translation>%1. %2: %3 %4 — %5、よい手は %6</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — lets the opponent win at once; %6 wins at once</source>
        <translation>%1. %2: %3 %4 — 相手にすぐ勝たせた。%6 ならすぐ勝ち</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — lets the opponent win at once; %6 blocks</source>
        <translation>%1. %2: %3 %4 — 相手にすぐ勝たせた。%6 で止められた</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — lets %5 win at once; %6 wins at once</source>
        <translation>%1. %2: %3 %4 — %5 にすぐ勝たせた。%6 ならすぐ勝ち</translation>
    </message>
    <message>
        <source>%1. %2: %3 %4 — lets %5 win at once; %6 blocks</source>
        <translation>%1. %2: %3 %4 — %5 にすぐ勝たせた。%6 で止められた</translation>
    </message>
    <message>
        <source>%1: before this move the mover %2, after it %3: it lets the opponent win at once. Better: %4.</source>
        <translation>%1: この手の前は手番側の %2、この手の後は %3。相手にすぐ勝たせる手でした。よい手: %4。</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>解析: %1</translation>
    </message>
    <message>
        <source>blunders %1, mistakes %2, inaccuracies %3</source>
        <translation>大悪手 %1、悪手 %2、疑問手 %3</translation>
    </message>
    <message numerus="yes">
        <source>Analysis finished: %n moves analysed; %1. The Moves list shows each move&apos;s mark</source>
        <translation>
            <numerusform>解析完了: %n 手を解析しました。%1。棋譜に各手の印があります</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis stopped after %1 of %2 moves; what it found is kept</source>
        <translation>%2 手中 %1 手で解析を止めました。見つけた分は残ります</translation>
    </message>
    <message>
        <source>Show the win closed</source>
        <translation>必勝手順の表示を閉じました</translation>
    </message>
    <message>
        <source>%1 plays its next move, %2 takes one back, %3 closes it</source>
        <translation>%1 で次の手、%2 で 1 手戻り、%3 で閉じます</translation>
    </message>
    <message>
        <source>still wins</source>
        <translation>勝ちのまま</translation>
    </message>
    <message>
        <source>still loses</source>
        <translation>負けのまま</translation>
    </message>
    <message>
        <source>%1: before this move the mover %2, after it %3. Better: %4.</source>
        <translation>%1: この手の前は手番側の %2、この手の後は %3。よい手: %4。</translation>
    </message>
    <message>
        <source>Before this move the mover %2, after it %3.</source>
        <translation>この手の前は手番側の %2、この手の後は %3。</translation>
    </message>
    <message>
        <source>Estimates are the search&apos;s, for the mover, not proven.</source>
        <translation>推定は探索による手番側の見込みで、証明されたものではありません。</translation>
    </message>
    <message>
        <source>Playing %1: the mover %2</source>
        <translation>%1 に打つと手番側の %2</translation>
    </message>
    <message numerus="yes">
        <source>You have a forced win in %n moves: step through it</source>
        <translation>
            <numerusform>あなたに %n 手の必勝手順があります。一手ずつ進めて確かめましょう</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has a forced win in %n moves: step through it</source>
        <translation>
            <numerusform>%1 に %n 手の必勝手順があります。一手ずつ進めて確かめましょう</numerusform>
        </translation>
    </message>
    <message>
        <source>You win with best play, as the strategy book proves: step through it</source>
        <translation>必勝定跡が示すとおり、あなたは最善を尽くせば勝ちます。一手ずつ進めて確かめましょう</translation>
    </message>
    <message>
        <source>%1 wins with best play, as the strategy book proves: step through it</source>
        <translation>必勝定跡が示すとおり、%1 は最善を尽くせば勝ちます。一手ずつ進めて確かめましょう</translation>
    </message>
    <message>
        <source>Move %1 of %2: the longest defence</source>
        <translation>%2 手中 %1 手目: いちばん長く粘る受け</translation>
    </message>
    <message>
        <source>The search for a forced win stopped before it finished: try again.</source>
        <translation>必勝手順の探索が最後まで終わりませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <source>Move %1 of %2: the forced reply</source>
        <translation>%2 手中 %1 手目: 受けはこの一手</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 wins</source>
        <translation>%2 手中 %1 手目: %3 の勝ち</translation>
    </message>
    <message>
        <source>Move %1 of %2: you win</source>
        <translation>%2 手中 %1 手目: あなたの勝ち</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 plays on</source>
        <translation>%2 手中 %1 手目: %3 が攻め続けます</translation>
    </message>
    <message>
        <source>Move %1 of %2: you play on</source>
        <translation>%2 手中 %1 手目: あなたが攻め続けます</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %2 moves</source>
        <translation>
            <numerusform>解析中: %2 手中 %1 手</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a move, or press Enter on it, to review the position after it</source>
        <translation>手をクリックするか、選んで Enter を押すと、その手の後の局面を検討します</translation>
    </message>
    <message>
        <source>%1. (undone) %2</source>
        <translation>%1. (待った) %2</translation>
    </message>
    <message>
        <source>The new language is used from the next start of hyperrow.</source>
        <translation>新しい言語は hyperrow を次に起動したときから使われます。</translation>
    </message>
    <message>
        <source>&amp;The system&apos;s language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;English</source>
        <translation>English (英語)(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Japanese (日本語)</source>
        <translation>日本語(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Follow the system</source>
        <translation>システムに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>Slice of %1:</source>
        <translation>%1 の断面:</translation>
    </message>
    <message>
        <source>The slices of this axis: the one on view is outlined, those holding a highlighted line are filled in its colour, those holding a threat (with Show threats on) are tinted in the threatening player&apos;s colour, and a stone under a box marks the slice of the last move. Click one to show it.</source>
        <translation>この軸の断面。表示中のものは枠で囲み、強調されたラインのある断面はその色で塗っています。「リーチを表示」がオンのときは、リーチのある断面をリーチをかけた側の色で薄く塗ります。枠の下の石は直前の手が打たれた断面です。クリックするとその断面を表示します。</translation>
    </message>
    <message>
        <source>Threat in %1 = %2</source>
        <translation>%1 = %2 にリーチ</translation>
    </message>
    <message>
        <source>Threats in %1 = %2</source>
        <translation>%1 = %2 にリーチ</translation>
    </message>
    <message>
        <source>Slices beyond z</source>
        <translation>z より先の軸の断面</translation>
    </message>
    <message>
        <source>all %1 shown</source>
        <translation>%1 つすべて表示中</translation>
    </message>
    <message>
        <source>%1 = %2 / %3</source>
        <translation>%1 = %2 / %3</translation>
    </message>
    <message>
        <source>Layer spread</source>
        <translation>層の間隔</translation>
    </message>
    <message>
        <source>Spread layers:</source>
        <translation>層の間隔:</translation>
    </message>
    <message>
        <source>At the end of a game</source>
        <translation>終局時</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しい対局(&amp;N)…</translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>検討(&amp;W)</translation>
    </message>
    <message>
        <source>Step through the game from its first move</source>
        <translation>初手から1手ずつ振り返る</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤(&amp;B):</translation>
    </message>
    <message>
        <source>O&amp;pponent:</source>
        <translation>相手(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日時(&amp;D):</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>あなたの対局</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>No game is kept yet: every game you play is kept here.</source>
        <translation>まだ対局がありません: 打った対局はすべてここに保存されます。</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>操作の結果</translation>
    </message>
    <message>
        <source>From &amp;move:</source>
        <translation>何手目から(&amp;M):</translation>
    </message>
    <message>
        <source>The move to continue from</source>
        <translation>続きを始める手</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Continue as a new game</source>
        <translation>新しい対局として続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>局面の設定</translation>
    </message>
    <message>
        <source>Board to set stones on</source>
        <translation>石を置く盤</translation>
    </message>
    <message>
        <source>Click a cell to put a stone on it; click again for the next colour, then to empty it.</source>
        <translation>マスをクリックすると石を置きます。もう一度クリックすると次の色に、最後は空に戻ります。</translation>
    </message>
    <message>
        <source>Why this position cannot be played</source>
        <translation>この局面から対局できない理由</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>手番(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>クリア(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>ここから対局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <source>Ready: a game reaches this position.</source>
        <translation>準備完了: この局面に至る手順が見つかりました。</translation>
    </message>
    <message>
        <source>&amp;Export GIF…</source>
        <translation>GIF を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>削除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>削除を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>すべての盤</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>すべての相手</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <source>Your losses</source>
        <translation>あなたの負け</translation>
    </message>
    <message>
        <source>Going on</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <source>The last year</source>
        <translation>過去 1 年間</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>すべての日時</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %3; %4; %n moves.</source>
        <translation>
            <numerusform>%1、%2: %3、%4、%n 手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>解析済み。</translation>
    </message>
    <message>
        <source>The game of %1 was deleted. Undo delete brings it back.</source>
        <translation>%1 の対局を削除しました。「削除を取り消す」で元に戻せます。</translation>
    </message>
    <message>
        <source>The game is back.</source>
        <translation>対局を元に戻しました。</translation>
    </message>
    <message>
        <source>The same game again, the chosen player moving first</source>
        <translation>同じ対局をもう一局、選んだ対局者の先手で</translation>
    </message>
    <message>
        <source>Who moves first in the rematch</source>
        <translation>もう一局の先手</translation>
    </message>
    <message>
        <source>Mark the mistakes of the game and name better moves</source>
        <translation>対局の悪手に印を付け、よい手を示します</translation>
    </message>
    <message>
        <source>Hide this banner</source>
        <translation>この表示を隠す</translation>
    </message>
    <message>
        <source>You move first</source>
        <translation>あなたが先手</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 が先手</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation>ライン数: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Moves played: %1</source>
        <translation>手数: %1</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>wins with best play</source>
        <translation>最善手なら勝ち</translation>
    </message>
    <message>
        <source>loses to best play</source>
        <translation>相手の最善手で負け</translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation>自分の %1 手で勝ち</translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation>相手の %1 手で負け</translation>
    </message>
    <message>
        <source>In this position it is your move (%1)</source>
        <translation>この局面はあなたの手番です (%1)</translation>
    </message>
    <message>
        <source>In this position %1 is to move</source>
        <translation>この局面は %1 の手番です</translation>
    </message>
    <message>
        <source>In this position %1 is to move (%2)</source>
        <translation>この局面は %1 の手番です (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Hint: looking one move ahead, %1 positions…</source>
        <translation>
            <numerusform>ヒント: 1手先まで読んでいます (%1 局面)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking one move ahead: %1 positions…</source>
        <translation>
            <numerusform>1手先まで読んでいます: %1 局面…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: looking %1 moves ahead, %2 positions…</source>
        <translation>
            <numerusform>ヒント: %1手先まで読んでいます (%2 局面)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking %1 moves ahead: %2 positions…</source>
        <translation>
            <numerusform>%1手先まで読んでいます: %2 局面…</numerusform>
        </translation>
    </message>
    <message>
        <source>End of the win shown: %1</source>
        <translation>必勝手順の終わり: %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>終局: %1</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <translation>%1 の手番: %2</translation>
    </message>
    <message>
        <source>Your turn (%1): click a cell</source>
        <translation>あなたの手番です (%1): マスをクリックしてください</translation>
    </message>
    <message>
        <source>%1 to move: click a cell</source>
        <translation>%1 の手番: マスをクリックしてください</translation>
    </message>
    <message>
        <source>Lines: %1 (%2 to win)</source>
        <translation>ライン数: %1 (%2 ラインで勝ち)</translation>
    </message>
    <message>
        <source>CPU paused</source>
        <translation>CPU 一時停止中</translation>
    </message>
    <message>
        <source>Hint: %1 (CPU %2)</source>
        <translation>ヒント: %1 (CPU %2)</translation>
    </message>
    <message>
        <source>Hint: %1 (CPU %2), %3</source>
        <translation>ヒント: %1 (CPU %2)、%3</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 が考えています…</translation>
    </message>
    <message>
        <source>hyperrow games (*%1);;All files (*)</source>
        <translation>hyperrow の棋譜 (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>断面</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>序盤</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>The CPU is thinking</source>
        <translation>CPU が考えています</translation>
    </message>
    <message>
        <source>More of this toolbar</source>
        <translation>このツールバーの続き</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新しい対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;code…</source>
        <translation>コードを開く(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export image…</source>
        <translation>画像を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy moves</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy game c&amp;ode</source>
        <translation>対局のコードをコピー(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;aste</source>
        <translation>貼り付け(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Players and CPU levels…</source>
        <translation>対局者と CPU の強さ(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>対局一覧(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Pa&amp;use CPU</source>
        <translation>CPU を一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>Show all &amp;w-slices</source>
        <translation>w の断面をすべて表示(&amp;W)</translation>
    </message>
    <message>
        <source>Show t&amp;hreats</source>
        <translation>リーチを表示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Reset camera</source>
        <translation>視点を元に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;et up position…</source>
        <translation>局面を設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>投了(&amp;R)…</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Say the &amp;last moves</source>
        <translation>最後の手を読み上げる(&amp;L)</translation>
    </message>
    <message>
        <source>Say &amp;that again</source>
        <translation>もう一度読み上げる(&amp;T)</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>もう一局(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;About hyperrow</source>
        <translation>hyperrow について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近の棋譜を開く(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>hyperrow stopped unexpectedly last time. The report is in %1</source>
        <translation>前回 hyperrow は異常終了しました。報告は %1 にあります</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>E&amp;xport game</source>
        <translation>対局を書き出す(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Animated GIF…</source>
        <translation>アニメーション GIF(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Final position as PNG…</source>
        <translation>最終局面を PNG で(&amp;F)…</translation>
    </message>
    <message>
        <source>Your games are not kept: the data folder cannot be written.</source>
        <translation>対局は保存されていません: データフォルダーに書き込めません。</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>この棋譜は開けません</translation>
    </message>
    <message>
        <source>A new game from move %1 of the game of %2.</source>
        <translation>%2 の対局の %1 手目から新しい対局を始めました。</translation>
    </message>
    <message>
        <source>Animation saved to %1</source>
        <translation>アニメーションを %1 に保存しました</translation>
    </message>
    <message>
        <source>The game of the code is on the board.</source>
        <translation>コードの対局を盤に並べました。</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>棋譜を保存できません</translation>
    </message>
    <message>
        <source>The game %1 cannot be opened.</source>
        <translation>棋譜 %1 を開けません。</translation>
    </message>
    <message>
        <source>The game cannot be saved in %1:

%2</source>
        <translation>棋譜を %1 に保存できません:

%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 に保存しました。</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>画像を書き出す</translation>
    </message>
    <message>
        <source>Export animated GIF</source>
        <translation>アニメーション GIF を書き出す</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>GIF 画像 (*.gif)</translation>
    </message>
    <message>
        <source>This game of %1 moves is too long for an animation: %2 moves fit on its board.</source>
        <translation>この %1 手の対局はアニメーションにするには長すぎます: この盤では %2 手までです。</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>アニメーションを書き出せません</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export the final position</source>
        <translation>最終局面を書き出す</translation>
    </message>
    <message>
        <source>The picture cannot be written to %1:

%2</source>
        <translation>画像を %1 に書き込めません:

%2</translation>
    </message>
    <message>
        <source>Cannot export the picture</source>
        <translation>画像を書き出せません</translation>
    </message>
    <message>
        <source>Open a game code</source>
        <translation>対局のコードを開く</translation>
    </message>
    <message>
        <source>Paste the &amp;code of a game:</source>
        <translation>対局のコードを貼り付けてください(&amp;C):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>対局のコード</translation>
    </message>
    <message>
        <source>What is wrong with the code</source>
        <translation>コードの問題</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>画像を書き出せません</translation>
    </message>
    <message>
        <source>The image could not be written to %1.</source>
        <translation>画像を %1 に書き出せませんでした。</translation>
    </message>
    <message>
        <source>Image saved to %1</source>
        <translation>画像を %1 に保存しました</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>保存していない対局</translation>
    </message>
    <message>
        <source>The game in progress is not saved. Save it first?</source>
        <translation>対局中の棋譜は保存されていません。先に保存しますか?</translation>
    </message>
    <message>
        <source>%1[*] — hyperrow</source>
        <translation>%1[*] — hyperrow</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>三目並べ</translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation>四目並べ</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>五目並べ</translation>
    </message>
    <message>
        <source>3D tic-tac-toe</source>
        <translation>立体三目並べ</translation>
    </message>
    <message>
        <source>Qubic</source>
        <translation>立体四目並べ</translation>
    </message>
    <message>
        <source>Score Four</source>
        <translation>スコアフォー</translation>
    </message>
    <message>
        <source>4D four in a row</source>
        <translation>四次元四目並べ</translation>
    </message>
    <message>
        <source>Tesseract</source>
        <translation>四次元三目並べ</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>最上級</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>最初へ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>1手戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>1手進む(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>最後へ(&amp;E)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>検討(&amp;R)</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>ここから打ちますか?</translation>
    </message>
    <message>
        <source>You are reviewing move %1 of %2. Continue the game from here?</source>
        <translation>%2 手中 %1 手目を検討しています。ここから対局を続けますか?</translation>
    </message>
    <message>
        <source>The later moves become the redo list, as if they had been undone.</source>
        <translation>この後の手は「待った」をしたときと同じく、やり直しの手になります。</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <source>Go back to the end</source>
        <translation>最後の局面に戻る</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>%1, %2 in a row</source>
        <translation>%1、%2 目並べ</translation>
    </message>
    <message>
        <source>%1, stones fall along %2</source>
        <translation>%1、石は %2 軸に沿って落ちる</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n players</source>
        <translation>
            <numerusform>%1、%n 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked</source>
        <translation>
            <numerusform>%1、ふさいだマス %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n lines to win</source>
        <translation>
            <numerusform>%1、%n ラインで勝ち</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>無題の%1</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>列 %1 はいっぱいです。</translation>
    </message>
    <message>
        <source>It is a CPU player&apos;s turn: wait for its move.</source>
        <translation>CPU の手番です。CPU が打つのを待ってください。</translation>
    </message>
    <message>
        <source>It is the turn of a player on another machine: wait for their move.</source>
        <translation>別のマシンの対局者の手番です。手を待ってください。</translation>
    </message>
    <message>
        <source>No hint now: it is a CPU player&apos;s turn. Ask again when it is yours.</source>
        <translation>今はヒントを出せません: CPU の手番です。あなたの手番になってからもう一度どうぞ。</translation>
    </message>
    <message>
        <source>No hint now: it is the turn of a player on another machine. Ask again when it is yours.</source>
        <translation>今はヒントを出せません: ほかのマシンの対局者の手番です。あなたの手番になってからもう一度どうぞ。</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>ヒントはありません: すでに終局しています。</translation>
    </message>
    <message>
        <source>No hint while an earlier move is on view: a hint is for the game as it stands. Review → End goes back to it.</source>
        <translation>前の局面を検討している間はヒントを出せません: ヒントは現在の局面のためのものです。「検討 → 最後へ」で現在の局面に戻れます。</translation>
    </message>
    <message>
        <source>The game is already over.</source>
        <translation>この対局はもう終わっています。</translation>
    </message>
    <message>
        <source>In a network game, resign or offer a draw from Game → Play over the network.</source>
        <translation>ネットワーク対局では、投了や引き分けの申し出は「対局 → ネットワーク対局」から行います。</translation>
    </message>
    <message>
        <source>Several people play here: resign on the turn of the one who resigns.</source>
        <translation>この画面では複数の人が対局しています: 投了する人の手番で投了してください。</translation>
    </message>
    <message>
        <source>Only a CPU player can be offered a draw here: people agree one among themselves.</source>
        <translation>ここで引き分けを申し出られる相手は CPU だけです: 人同士は話し合って決めてください。</translation>
    </message>
    <message>
        <source>%1 is not a cell of the %2 board.</source>
        <translation>%1 は %2 の盤のマスではありません。</translation>
    </message>
    <message>
        <source>%1: the game is over.</source>
        <translation>%1: 対局はもう終わっています。</translation>
    </message>
    <message>
        <source>%1 is blocked.</source>
        <translation>%1 はふさがっています。</translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation>%1 には %2 の石があります。</translation>
    </message>
    <message>
        <source>%1 would float: the cell under it, %2, is empty.</source>
        <translation>%1 には打てません: その下のマス %2 が空いています。</translation>
    </message>
    <message>
        <source>Games will not be kept: the data folder %1 cannot be written (%2). File → Save As keeps a game.</source>
        <translation>対局は保存されません: データフォルダー %1 に書き込めません (%2)。「ファイル → 名前を付けて保存」で対局を保存できます。</translation>
    </message>
    <message>
        <source>Autosave failed (%1): the moves from now on are not kept if the window closes. File → Save As keeps them elsewhere.</source>
        <translation>自動保存に失敗しました (%1): これから打つ手は、ウィンドウを閉じると失われます。「ファイル → 名前を付けて保存」で別の場所に保存できます。</translation>
    </message>
    <message>
        <source>The host refused the move.</source>
        <translation>ホストがこの手を受け付けませんでした。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局はもう終わっています。</translation>
    </message>
    <message>
        <source>The game has not started: this window has not joined the host yet.</source>
        <translation>対局はまだ始まっていません: このウィンドウはまだホストに参加できていません。</translation>
    </message>
    <message>
        <source>Your last move is still waiting for the host.</source>
        <translation>前の手がまだホストの確認を待っています。</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived. Play again.</source>
        <translation>手が届く前に局面が進みました。もう一度打ってください。</translation>
    </message>
    <message>
        <source>A spectator can only watch.</source>
        <translation>観戦者は見ることしかできません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an offer. Offers are undo, draw and rematch.</source>
        <translation>「%1」は申し出ではありません。申し出は待った、引き分け、もう一局です。</translation>
    </message>
    <message>
        <source>An offer is open already: wait for its answer.</source>
        <translation>申し出がすでに出ています。その返事を待ってください。</translation>
    </message>
    <message>
        <source>A rematch comes after the end of the game.</source>
        <translation>もう一局は終局のあとです。</translation>
    </message>
    <message>
        <source>There is no move to take back.</source>
        <translation>待ったできる手がありません。</translation>
    </message>
    <message>
        <source>There is no offer to answer.</source>
        <translation>答える申し出がありません。</translation>
    </message>
    <message>
        <source>The host could not read a message from this window.</source>
        <translation>ホストがこのウィンドウからのメッセージを読めませんでした。</translation>
    </message>
    <message>
        <source>The host could not read the move this window sent.</source>
        <translation>ホストがこのウィンドウの送った手を読めませんでした。</translation>
    </message>
    <message>
        <source>The host could not read the answer this window sent.</source>
        <translation>ホストがこのウィンドウの送った返事を読めませんでした。</translation>
    </message>
    <message>
        <source>The host does not know a message this window sent: it may run an older hyperrow.</source>
        <translation>このウィンドウの送ったメッセージをホストが知りません。ホストの hyperrow が古いのかもしれません。</translation>
    </message>
    <message>
        <source>The connection did not start with a greeting.</source>
        <translation>接続があいさつで始まりませんでした。</translation>
    </message>
    <message>
        <source>No greeting came within %1 seconds.</source>
        <translation>%1 秒以内にあいさつがありませんでした。</translation>
    </message>
    <message>
        <source>Nothing was heard for %1 seconds.</source>
        <translation>%1 秒間なにも届きませんでした。</translation>
    </message>
    <message>
        <source>A message was longer than %1 bytes.</source>
        <translation>メッセージが %1 バイトを超えていました。</translation>
    </message>
    <message>
        <source>Too many messages could not be read.</source>
        <translation>読めないメッセージが多すぎました。</translation>
    </message>
    <message>
        <source>The host has %1 connections already. Try again later.</source>
        <translation>ホストにはすでに %1 の接続があります。あとでもう一度どうぞ。</translation>
    </message>
    <message>
        <source>The greeting had no protocol version this hyperrow can read.</source>
        <translation>あいさつに、この hyperrow が読めるプロトコルのバージョンがありませんでした。</translation>
    </message>
    <message>
        <source>The seat token is not one of this game&apos;s. Join again without it.</source>
        <translation>その席のトークンはこの対局のものではありません。トークンなしで参加し直してください。</translation>
    </message>
    <message>
        <source>The same player connected again from elsewhere.</source>
        <translation>同じプレイヤーが別の場所から接続し直しました。</translation>
    </message>
    <message>
        <source>The host sent a game this hyperrow cannot read.</source>
        <translation>ホストから、この hyperrow が読めない対局が届きました。</translation>
    </message>
    <message>
        <source>The host gave a seat that does not exist.</source>
        <translation>ホストが存在しない席を割り当てました。</translation>
    </message>
    <message>
        <source>Too many chat messages: at most %1 in 10 seconds.</source>
        <translation>チャットの送りすぎです。10 秒に %1 件までです。</translation>
    </message>
    <message>
        <source>The host refused for a reason this version of hyperrow does not know.</source>
        <translation>この版の hyperrow が知らない理由で、ホストに断られました。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 の番です。</translation>
    </message>
    <message>
        <source>%1 is played on another machine.</source>
        <translation>%1 は別のマシンで打たれます。</translation>
    </message>
    <message>
        <source>The game waits for %1 to join.</source>
        <translation>%1 の参加を待っています。</translation>
    </message>
    <message>
        <source>The host speaks network protocol %1 and this hyperrow %2: both players need a hyperrow of the same major version.</source>
        <translation>ホストのネットワークプロトコルは %1、この hyperrow は %2 です。両方のプレイヤーに同じメジャーバージョンの hyperrow が必要です。</translation>
    </message>
    <message>
        <source>There is no move to replay.</source>
        <translation>やり直せる手がありません。</translation>
    </message>
    <message>
        <source>Network play: %1</source>
        <translation>ネットワーク対局: %1</translation>
    </message>
    <message>
        <source>The CPU stopped (%1), so the CPU players are paused. Untick Game → Pause CPU to let them play again.</source>
        <translation>CPU が停止したため (%1)、CPU プレイヤーを一時停止しました。再び打たせるには「対局 → CPU を一時停止」のチェックを外してください。</translation>
    </message>
    <message>
        <source>CPU (%1, %2)</source>
        <translation>CPU (%1、%2)</translation>
    </message>
    <message>
        <source>CPU (%1)</source>
        <translation>CPU (%1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>it is a folder, not a game file</source>
        <translation>フォルダーです。棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>it is a named pipe, not a game file</source>
        <translation>名前付きパイプです。棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>it is a device, not a game file</source>
        <translation>デバイスです。棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>it is a socket, not a game file</source>
        <translation>ソケットです。棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>not a regular file, not a game file</source>
        <translation>通常のファイルではなく、棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>読む権限がありません</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>その操作は許されていません</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>途中にフォルダーでないものがあります</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>シンボリックリンクが何重にもなっています</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>入出力エラー</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>ディスクの空き容量がありません</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>ディスクの使用量の上限を超えました</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>読み取り専用のファイルシステムです</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>ここに値が必要です</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ここに「,」が必要です</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ここに「:」が必要です</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ここに二重引用符で囲んだ項目名が必要です</translation>
    </message>
    <message>
        <source>Unterminated string starting here</source>
        <translation>ここから始まる文字列が閉じていません</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>ここに使えない制御文字があります</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>ここの「\」の使い方が正しくありません</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>ここの「\u」の後に 16 進 4 桁がありません</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>ここから後ろに余分なものがあります</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>オブジェクトの終わりの前に余分な「,」があります</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>リストの終わりの前に余分な「,」があります</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null (値なし)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true (真)</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false (偽)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>the ending kept with the game does not fit its moves</source>
        <translation>対局に保存された終局が手と合いません</translation>
    </message>
    <message>
        <source>This file is not there any more.</source>
        <translation>このファイルはもうありません。</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>このファイルを読む権限がありません。</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>このファイルは読み込めません。</translation>
    </message>
    <message>
        <source>Only a game file can be opened, not a folder or a device.</source>
        <translation>開けるのは棋譜ファイルだけです。フォルダーやデバイスは開けません。</translation>
    </message>
    <message>
        <source>This file is far too large to be a hyperrow game.</source>
        <translation>このファイルは hyperrow の棋譜にしては大きすぎます。</translation>
    </message>
    <message>
        <source>This file is empty: it holds no game.</source>
        <translation>このファイルは空で、棋譜が入っていません。</translation>
    </message>
    <message>
        <source>This game file is cut short: it was not saved to its end.</source>
        <translation>この棋譜ファイルは途中で切れています。最後まで保存されていません。</translation>
    </message>
    <message>
        <source>This game file was made by a newer hyperrow. Update hyperrow to open it.</source>
        <translation>この棋譜ファイルは新しい hyperrow で作られています。開くには hyperrow を更新してください。</translation>
    </message>
    <message>
        <source>This file is not a hyperrow game, or it is damaged.</source>
        <translation>このファイルは hyperrow の棋譜ではないか、壊れています。</translation>
    </message>
    <message>
        <source>This game file is damaged: it holds something no game can have.</source>
        <translation>この棋譜ファイルは壊れています。対局にありえない内容が入っています。</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>持ち時間なし</translation>
    </message>
    <message>
        <source>Minutes for each player, plus seconds added after every move</source>
        <translation>各自の持ち時間 (分) と、1手ごとに加える秒数</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Say something to the other players</source>
        <translation>ほかの対局者に話しかける</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>A player who drops keeps their clock: it runs on their turn and stops on the others&apos;. While the host is away, its clock runs on its turn and the others&apos; clocks wait.</source>
        <translation>接続が切れた対局者の持ち時間は、その人の手番なら減り続け、ほかの人の手番では止まります。ホストが離れている間は、ホストの手番ならその持ち時間が減り続け、ほかの対局者の持ち時間は止まります。</translation>
    </message>
    <message>
        <source>&amp;Mute chat</source>
        <translation>チャットを表示しない(&amp;M)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1: 「%2」</translation>
    </message>
    <message>
        <source>%1: time ran out</source>
        <translation>%1: 時間切れ</translation>
    </message>
    <message>
        <source>version %1 is newer than this hyperrow understands (%2); update hyperrow to open this file</source>
        <translation>形式の版 %1 は、この hyperrow が読める版 (%2) より新しいものです。開くには hyperrow を更新してください</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>数 %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行 %2 文字目</translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation>読めません (%1)</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes; no game is that long</source>
        <translation>ファイルが %1 バイトを超えています。そんなに長い対局はありません</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte %1 at offset %2</source>
        <translation>UTF-8 の文字ではありません: %2 バイト目に %1 があります</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON として正しくありません</translation>
    </message>
    <message>
        <source>the file is cut short: not valid JSON at %1: %2</source>
        <translation>ファイルが途中で切れています。JSON として正しくありません (%1): %2</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <translation>JSON として正しくありません (%1): %2</translation>
    </message>
    <message>
        <source>not a game file: the JSON is nested too deeply</source>
        <translation>棋譜ファイルではありません: JSON の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>a number of %1 digits: no field of a game file is that large</source>
        <translation>%1 桁の数があります: 棋譜ファイルにそんなに大きな値はありません</translation>
    </message>
    <message>
        <source>a number of %1 digits at %2: no field of a game file is that large</source>
        <translation>%2 に %1 桁の数があります: 棋譜ファイルにそんなに大きな値はありません</translation>
    </message>
    <message>
        <source>%1 is not allowed in a game file</source>
        <translation>%1 は棋譜ファイルには書けません</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>一つのオブジェクトに項目 %1 が二度あります</translation>
    </message>
    <message>
        <source>not a hyperrow game file: expected an object, got %1</source>
        <translation>hyperrow の棋譜ファイルではありません: オブジェクトのはずが %1 です</translation>
    </message>
    <message>
        <source>not a hyperrow game file: no &quot;format&quot; field</source>
        <translation>hyperrow の棋譜ファイルではありません: 「format」の項目がありません</translation>
    </message>
    <message>
        <source>%1, expected &quot;hyperrow&quot;: not a hyperrow game file</source>
        <translation>%1 です。「hyperrow」のはずなので、hyperrow の棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ありません</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>知らない項目です</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>整数のはずが %1 です</translation>
    </message>
    <message>
        <source>%1 is out of range, expected %2 or more</source>
        <translation>%1 は範囲外です (%2 以上)</translation>
    </message>
    <message>
        <source>%1 is out of range, expected %2 to %3</source>
        <translation>%1 は範囲外です (%2 から %3 まで)</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>リストのはずが %1 です</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>オブジェクトのはずが %1 です</translation>
    </message>
    <message>
        <source>expected an ISO-8601 time, got %1</source>
        <translation>ISO-8601 の日時のはずが %1 です</translation>
    </message>
    <message>
        <source>%1 is not an ISO-8601 time</source>
        <translation>%1 は ISO-8601 の日時ではありません</translation>
    </message>
    <message>
        <source>%1 coordinates, expected %2</source>
        <translation>座標が %1 個あります。%2 個のはずです</translation>
    </message>
    <message>
        <source>%1 listed, but the rules are for %2 players</source>
        <translation>%1 人が並んでいますが、ルールは %2 人用です</translation>
    </message>
    <message>
        <source>expected a text of 1 to %1 characters, got %2</source>
        <translation>1 から %1 文字の文字列のはずが %2 です</translation>
    </message>
    <message>
        <source>%1, expected one of %2</source>
        <translation>%1 は使えません (%2 のどれか)</translation>
    </message>
    <message>
        <source>a %1 player has no level, got %2</source>
        <translation>%1 の席に強さはありませんが、%2 と書かれています</translation>
    </message>
    <message>
        <source>a CPU player needs a level name, got %1</source>
        <translation>CPU の席には強さの名前が必要ですが、%1 と書かれています</translation>
    </message>
    <message>
        <source>the analysis kept with the game does not fit its moves</source>
        <translation>棋譜に付いている解析が、その手と合いません</translation>
    </message>
    <message>
        <source>the clock kept with the game does not fit its moves</source>
        <translation>棋譜に付いている持ち時間の記録が、その手と合いません</translation>
    </message>
    <message>
        <source>%1 entries, but the file has %2 moves (moves and redo): one level, or null for a person&apos;s move, per move</source>
        <translation>%1 件ありますが、ファイルの手は %2 手 (moves と redo) です。手ごとに強さを一つ (人の手は null) 書いてください</translation>
    </message>
    <message>
        <source>expected a CPU level name of 1 to %1 characters or null, got %2</source>
        <translation>1 から %1 文字の CPU の強さの名前か null のはずが、%2 です</translation>
    </message>
    <message>
        <source>%1 moves, more than the %2 cells of the board</source>
        <translation>手が %1 手あり、盤のマス数 %2 を超えています</translation>
    </message>
    <message>
        <source>cell %1 is taken by player %2</source>
        <translation>マス %1 にはプレイヤー%2 の石があります</translation>
    </message>
    <message>
        <source>cell %1 is floating: the cell under it, %2, is empty</source>
        <translation>マス %1 は宙に浮きます: その下のマス %2 が空いています</translation>
    </message>
    <message>
        <source>cell %1 is blocked</source>
        <translation>マス %1 はふさがっています</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 (the %2 undone move)</source>
        <translation>%1 (待ったした手の %2 手目)</translation>
    </message>
    <message>
        <source>%1 (the %2 move)</source>
        <translation>%1 (%2 手目)</translation>
    </message>
    <message>
        <source>cell %1 is outside the %2 board (cells count from 1)</source>
        <translation>マス %1 は %2 の盤の外です (マスは 1 から数えます)</translation>
    </message>
    <message>
        <source>cell %1 comes after the end (a draw at move %2)</source>
        <translation>マス %1 は終局の後の手です (第%2手で引き分け)</translation>
    </message>
    <message>
        <source>cell %1 comes after the end (player %2 won at move %3)</source>
        <translation>マス %1 は終局の後の手です (第%3手でプレイヤー%2 の勝ち)</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>cell %1 comes after the end (%2 shared the win at move %3)</source>
        <translation>マス %1 は終局の後の手です (第%3手で %2 が勝ちを分け合いました)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: %1, %2</source>
        <translation>今日の一問: %1、%2</translation>
    </message>
    <message>
        <source>From your games: find the win you missed (%1, %2)</source>
        <translation>あなたの対局から: 逃した勝ちを見つけよう (%1、%2)</translation>
    </message>
    <message>
        <source>No win slipped away in your analysed games yet. Each proven win you miss in a game you analyse (Review → Analyse game) becomes a puzzle here.</source>
        <translation>解析した対局に、逃した勝ちはまだありません。「対局を解析」で解析した対局に、証明された勝ちを逃した手があれば、ここで問題になります。</translation>
    </message>
    <message numerus="yes">
        <source>%n wins you missed in your analysed games. You solved %1 of them.</source>
        <translation>
            <numerusform>解析した対局で逃した勝ち: %n 問。そのうち %1 問を解きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>You play %1 and win with one move: find it.</source>
        <translation>あなたの石は %1 です。一手で勝てます。その手を見つけてください。</translation>
    </message>
    <message>
        <source>You play %1 and win in %2 moves: find the first move.</source>
        <translation>あなたの石は %1 です。%2 手で勝てます。初手を見つけてください。</translation>
    </message>
    <message>
        <source>You play %1: only one move saves the game, any other loses at once.</source>
        <translation>あなたの石は %1 です。負けを防ぐ手はただ一つ、ほかの手ではすぐに負けます。</translation>
    </message>
    <message>
        <source>You play %1: only one move saves the game, any other loses in %2 moves.</source>
        <translation>あなたの石は %1 です。負けを防ぐ手はただ一つ、ほかの手では %2 手で負けます。</translation>
    </message>
    <message>
        <source>%1 puzzles on this board: %2 easy, %3 medium, %4 hard. You solved %5 of them.</source>
        <translation>この盤のパズルは %1 問 (初級 %2、中級 %3、上級 %4)。そのうち %5 問を解きました。</translation>
    </message>
    <message>
        <source>Proof: hyperrow&apos;s exact solver. No other move wins at all.</source>
        <translation>証明: hyperrow の完全解析。ほかに勝てる手はまったくありません。</translation>
    </message>
    <message>
        <source>Proof: hyperrow&apos;s exact solver. Every other move loses; this one does not.</source>
        <translation>証明: hyperrow の完全解析。ほかの手はすべて負けで、この手だけが負けません。</translation>
    </message>
    <message>
        <source>Proof: a search %1 of your moves deep. No other first move wins within %1 moves; a slower win may exist.</source>
        <translation>証明: 自分の %1 手先までの探索。ほかの初手では %1 手以内に勝てません (もっと遅い勝ちはあるかもしれません)。</translation>
    </message>
    <message>
        <source>Proof: a search %1 of the other side&apos;s moves deep. After the saving move it has no forced win within %1 moves; every other move loses.</source>
        <translation>証明: 相手の %1 手先までの探索。正解の手のあとは %1 手以内の必勝がなく、ほかの手はすべて負けます。</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>未挑戦</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>solved on a retry, counted as failed</source>
        <translation>やり直して正解 (失敗として記録)</translation>
    </message>
    <message>
        <source>solved with a hint</source>
        <translation>ヒントを使って正解</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>%1: solved with a hint. A puzzle solved with a hint is not counted as solved: open it again from the list later and solve it on your own.</source>
        <translation>%1: ヒントを使って正解です。ヒントを使った正解は正解に数えません。あとで一覧からもう一度開いて、自分の力で解いてください。</translation>
    </message>
    <message>
        <source>%1: solved, but on a second try. Only the first try counts, so this puzzle is counted as failed.</source>
        <translation>%1: 正解です。ただし 2 回目の挑戦です。数えるのは最初の挑戦だけなので、この問題は失敗として記録されます。</translation>
    </message>
    <message>
        <source>%1: solved!</source>
        <translation>%1: 正解です！</translation>
    </message>
    <message>
        <source>%1 wins too, in %2; find the win in %3.</source>
        <translation>%1 でも勝てますが、%2 手かかります。%3 手で勝つ手を探してください。</translation>
    </message>
    <message>
        <source>%1 is right. The engine answers %2: go on.</source>
        <translation>%1 は正解です。エンジンの応手は %2。続けてください。</translation>
    </message>
    <message>
        <source>%1 loses: the engine answers %2 and wins.</source>
        <translation>%1 では負けです。エンジンが %2 に打って勝ちます。</translation>
    </message>
    <message>
        <source>%1 does not save the game: the engine answers %2.</source>
        <translation>%1 では負けを防げません。エンジンの応手は %2 です。</translation>
    </message>
    <message>
        <source>%1 does not save the game.</source>
        <translation>%1 では負けを防げません。</translation>
    </message>
    <message>
        <source>%1 does not win: the engine answers %2.</source>
        <translation>%1 では勝てません。エンジンの応手は %2 です。</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 では勝てません。</translation>
    </message>
    <message>
        <source>%1 does not win within %3 of your moves: the engine answers %2.</source>
        <translation>%1 では自分の %3 手以内に勝てません。エンジンの応手は %2 です。</translation>
    </message>
    <message>
        <source>%1 does not win within %3 of your moves.</source>
        <translation>%1 では自分の %3 手以内に勝てません。</translation>
    </message>
    <message>
        <source>Hint: play %1 (marked on the board).</source>
        <translation>ヒント: %1 に打ちましょう (盤上に印を付けました)。</translation>
    </message>
    <message>
        <source>Hint: the move is in the slice %1 = %2, whose free cells are marked. Ask for a hint again to see the cell.</source>
        <translation>ヒント: 打つ手は断面 %1 = %2 にあります。その断面の空きマスに印を付けました。もう一度ヒントを求めるとマスがわかります。</translation>
    </message>
    <message>
        <source>win in %1</source>
        <translation>自分の %1 手で勝ち</translation>
    </message>
    <message>
        <source>save the game</source>
        <translation>負けを防ぐ</translation>
    </message>
    <message>
        <source>%1. %2, %3: %4</source>
        <translation>%1. %2、%3: %4</translation>
    </message>
    <message>
        <source>Solved: %1 · Streak: %2 (best %3) · Rating: %4</source>
        <translation>正解: %1 ・ 連続正解: %2 (最高 %3)・ レーティング: %4</translation>
    </message>
    <message>
        <source>Your time ran out, %1 won</source>
        <translation>あなたの時間切れで %1 の勝ち</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out, you won</source>
        <translation>%1 の時間切れであなたの勝ち</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out, %2 won</source>
        <translation>%1 の時間切れで %2 の勝ち</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>合意により引き分け</translation>
    </message>
    <message>
        <source>You resigned, %1 won</source>
        <translation>あなたが投了し、%1 の勝ち</translation>
    </message>
    <message>
        <source>%1 resigned, you won</source>
        <translation>%1 が投了し、あなたの勝ち</translation>
    </message>
    <message>
        <source>%1 resigned, %2 won</source>
        <translation>%1 が投了し、%2 の勝ち</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 が引き分けを受け入れました</translation>
    </message>
    <message>
        <source>%1 declines the draw: it sees a win for itself</source>
        <translation>%1 は引き分けを断りました: 自分の勝ちがあると見ています</translation>
    </message>
    <message>
        <source>%1 declines the draw: it cannot see that the position is drawn</source>
        <translation>%1 は引き分けを断りました: この局面が引き分けだとは判断できません</translation>
    </message>
    <message>
        <source>the code is empty</source>
        <translation>コードが空です</translation>
    </message>
    <message>
        <source>this character is not one a code has</source>
        <translation>この文字はコードに使われません</translation>
    </message>
    <message>
        <source>a character among these is mistyped</source>
        <translation>この中に打ち間違えた文字があります</translation>
    </message>
    <message>
        <source>the code ends too soon</source>
        <translation>コードが途中で終わっています</translation>
    </message>
    <message>
        <source>the code does not check out: a character is wrong</source>
        <translation>コードの検査が合いません: どこかの文字が違います</translation>
    </message>
    <message>
        <source>the code is of a newer hyperrow</source>
        <translation>より新しい hyperrow のコードです</translation>
    </message>
    <message>
        <source>the rules in it cannot be played</source>
        <translation>コードのルールでは対局できません</translation>
    </message>
    <message>
        <source>the move is not on the board</source>
        <translation>その手は盤上にありません</translation>
    </message>
    <message>
        <source>the move is not legal there</source>
        <translation>その手はそこには打てません</translation>
    </message>
    <message>
        <source>the code goes on after its last move</source>
        <translation>最後の手の後にもコードが続いています</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>%1 文字目</translation>
    </message>
    <message>
        <source>characters %1 to %2</source>
        <translation>%1 〜 %2 文字目</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
    <message>
        <source>At %1 of the code, %2.</source>
        <translation>コードの %1: %2。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <translation>%1 の共同勝ち</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>%1 (over the network)</source>
        <translation>%1 (ネットワーク)</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>解析済み</translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost</source>
        <translation>勝ち %1、引き分け %2、負け %3</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>未証明</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>自分の %n 手で勝ち</numerusform>
        </translation>
    </message>
    <message>
        <source>The index of your games was damaged: it was kept as %1 and made again.</source>
        <translation>対局の索引が壊れていました: %1 として残し、作り直しました。</translation>
    </message>
    <message>
        <source>The index of your games cannot be saved in %1 (%2).</source>
        <translation>対局の索引を %1 に保存できません (%2)。</translation>
    </message>
    <message>
        <source>The game could not be kept in %1 (%2).</source>
        <translation>対局を %1 に保存できませんでした (%2)。</translation>
    </message>
    <message>
        <source>The game %1 could not be deleted (%2).</source>
        <translation>対局 %1 を削除できませんでした (%2)。</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <translation>対局の一覧に %1 はありません。</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <translation>%1 の勝ち (同点)</translation>
    </message>
    <message>
        <source>About this installation, for a bug report</source>
        <translation>このインストールの情報 (不具合の報告用)</translation>
    </message>
    <message>
        <source>Click a stone or dot</source>
        <translation>石または点をクリック</translation>
    </message>
    <message>
        <source>Play that cell (under gravity: where the stone lands)</source>
        <translation>そのマスに打つ (重力付きでは石が落ちる位置)</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>ドラッグ</translation>
    </message>
    <message>
        <source>Turn the 3D view</source>
        <translation>立体表示を回転</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>ホイール</translation>
    </message>
    <message>
        <source>Zoom the 3D view; with Ctrl, zoom the slice panel</source>
        <translation>立体表示を拡大・縮小 (Ctrl を押しながらで断面パネルを拡大・縮小)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Move the cursor along x (left, right) and y (up, down)</source>
        <translation>カーソルを x 方向 (左右)と y 方向 (上下)に動かす</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up・Page Down</translation>
    </message>
    <message>
        <source>Move the cursor along z (in Score Four, down and up its column)</source>
        <translation>カーソルを z 方向に動かす (スコアフォーではその列を下へ・上へ)</translation>
    </message>
    <message>
        <source>[ and ]</source>
        <translation>[ と ]</translation>
    </message>
    <message>
        <source>Move the cursor along w (to the previous or next w-slice)</source>
        <translation>カーソルを w 方向に動かす (前後の w の断面へ)</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter または Space</translation>
    </message>
    <message>
        <source>Play the cell under the cursor</source>
        <translation>カーソルのマスに打つ</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the cursor&apos;s column from the bottom up (games with gravity)</source>
        <translation>カーソルの列を下から順に読み上げる (重力のあるゲーム)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Say the position: each side&apos;s stones, then the threats</source>
        <translation>局面を読み上げる: 各対局者の石、次にリーチ</translation>
    </message>
    <message>
        <source>T, Shift+T</source>
        <translation>T、Shift+T</translation>
    </message>
    <message>
        <source>Say the threats; go to the next threat</source>
        <translation>リーチを読み上げる。次のリーチへ移動</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Say the last move and go to it</source>
        <translation>最後の手を読み上げ、そこへ移動</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Say whose turn it is and the clocks</source>
        <translation>手番と持ち時間を読み上げる</translation>
    </message>
    <message>
        <source>X, Y, Z, W</source>
        <translation>X、Y、Z、W</translation>
    </message>
    <message>
        <source>Read the line along that axis through the cursor, cell by cell</source>
        <translation>カーソルを通るその軸方向の並びを 1 マスずつ読み上げる</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Read every winning line through the cursor&apos;s cell</source>
        <translation>カーソルのマスを通るすべてのラインを読み上げる</translation>
    </message>
    <message>
        <source>1, 2, 3, 4</source>
        <translation>1、2、3、4</translation>
    </message>
    <message>
        <source>Go to the next stone of the first, second… player</source>
        <translation>1 人目、2 人目… の次の石へ移動</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Go to the hint&apos;s cell</source>
        <translation>ヒントのマスへ移動</translation>
    </message>
    <message>
        <source>/</source>
        <translation>/</translation>
    </message>
    <message>
        <source>Type a move (2,3,1), go 2,3,1 to move the cursor, or a command by name</source>
        <translation>手 (2,3,1) を入力。移動 2,3,1 でカーソルを移動。またはコマンドを名前で入力</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go from the 3D view to the slice panel, the Moves list (after a game ends, the result&apos;s buttons too) and back</source>
        <translation>立体表示から断面パネル、棋譜 (対局が終わったときは結果のボタンも) へと移り、また戻る</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>盤の操作</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Keys and mouse</source>
        <translation>キーとマウス</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>働き</translation>
    </message>
    <message>
        <source>Spread the layers &amp;apart</source>
        <translation>層を離す(&amp;A)</translation>
    </message>
    <message>
        <source>Bring the layers t&amp;ogether</source>
        <translation>層を近づける(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;ymbols on stones</source>
        <translation>石に記号を表示(&amp;Y)</translation>
    </message>
    <message>
        <source>Colour-&amp;blind-safe colours</source>
        <translation>色覚に配慮した配色(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Ghost neighbouring slices</source>
        <translation>隣の w の断面を薄く表示(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keys and mouse</source>
        <translation>キーとマウス(&amp;K)</translation>
    </message>
    <message>
        <source>Game over: a draw, agreed</source>
        <translation>終局: 合意による引き分け</translation>
    </message>
    <message>
        <source>Game over: %1 won by resignation</source>
        <translation>終局: 投了により %1 の勝ち</translation>
    </message>
    <message>
        <source>Connecting to the relay %1…</source>
        <translation>中継サーバー %1 に接続しています…</translation>
    </message>
    <message>
        <source>Invite code %1 on the relay %2: waiting for %3</source>
        <translation>中継サーバー %2 の招待コード %1: %3 を待っています</translation>
    </message>
    <message>
        <source>Hosting on %1: waiting for %2</source>
        <translation>%1 でホスト中: %2 の参加を待っています</translation>
    </message>
    <message>
        <source>The host closed the connection. %1</source>
        <translation>ホストが接続を閉じました。%1</translation>
    </message>
    <message>
        <source>Nothing answers at %1: the connection was refused. Check the address and that the game is hosted there.</source>
        <translation>%1 からは応答がありません: 接続を拒否されました。アドレスと、そこで対局がホストされているかを確かめてください。</translation>
    </message>
    <message>
        <source>No machine called %1 was found. Check the address.</source>
        <translation>%1 という名前のマシンが見つかりません。アドレスを確かめてください。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this machine. Check the address and the network.</source>
        <translation>このマシンから %1 に届きません。アドレスとネットワークを確かめてください。</translation>
    </message>
    <message>
        <source>Game over: %1&apos;s time ran out, %2 won</source>
        <translation>終局: %1 の時間切れで %2 の勝ち</translation>
    </message>
    <message>
        <source>The host of the invite code %2 did not answer within %3 seconds.</source>
        <translation>招待コード %2 のホストが %3 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>No game answered at %1 within %3 seconds. Check the address and that the game is hosted there.</source>
        <translation>%1 で %3 秒以内に応答する対局がありませんでした。アドレスと、そこで対局がホストされているかを確かめてください。</translation>
    </message>
    <message>
        <source>Cannot reach the relay %1. Check its address and that it is running.</source>
        <translation>中継サーバー %1 につながりません。アドレスと、サーバーが動いているかを確かめてください。</translation>
    </message>
    <message>
        <source>%1 is not a relay address. A relay address looks like ws://example.org:8765.</source>
        <translation>%1 は中継サーバーのアドレスではありません。中継サーバーのアドレスは ws://example.org:8765 のような形です。</translation>
    </message>
    <message>
        <source>No game is hosted with the invite code %2 on this relay. Check the code.</source>
        <translation>この中継サーバーには招待コード %2 の対局がありません。コードを確かめてください。</translation>
    </message>
    <message>
        <source>The host of the invite code %2 is away. Try again in a moment.</source>
        <translation>招待コード %2 のホストは席を外しています。少ししてからもう一度どうぞ。</translation>
    </message>
    <message>
        <source>Too many wrong invite codes came from your address. Try again in %3 seconds.</source>
        <translation>あなたのアドレスから間違った招待コードが多すぎます。%3 秒後にもう一度お試しください。</translation>
    </message>
    <message>
        <source>The relay already has as many games hosted from your address as it allows. Leave one of them first.</source>
        <translation>あなたのアドレスからは、この中継サーバーが許す数の対局がすでにホストされています。先にどれかの対局を終えてください。</translation>
    </message>
    <message>
        <source>The relay already has as many connections from your address as it allows. Try again later.</source>
        <translation>あなたのアドレスからは、この中継サーバーが許す数の接続がすでに開いています。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The certificate of the relay %1 cannot be trusted: it is not signed by an authority this machine trusts, or it is not for this address. If the relay uses a private certificate authority, choose its certificate in CA certificate.</source>
        <translation>中継サーバー %1 の証明書を信頼できません。このマシンが信頼する認証局の署名がないか、このアドレスの証明書ではありません。中継サーバーが独自の認証局を使っているなら、「CA 証明書」でその証明書を選んでください。</translation>
    </message>
    <message>
        <source>The CA certificate file cannot be read as a certificate (PEM).</source>
        <translation>CA 証明書のファイルを証明書 (PEM) として読めません。</translation>
    </message>
    <message>
        <source>The relay %1 did not take this hyperrow&apos;s greeting. Is it a hyperrow relay?</source>
        <translation>中継サーバー %1 がこの hyperrow のあいさつを受け付けませんでした。hyperrow の中継サーバーですか?</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>The relay is full. Try again later.</source>
        <translation>中継サーバーが満員です。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>Network game over</source>
        <translation>ネットワーク対局は終局しました</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 が考え中</translation>
    </message>
    <message>
        <source>Network game: everyone is here</source>
        <translation>ネットワーク対局: 全員がそろいました</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>接続していません</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>接続が切れました — 再接続しています…</translation>
    </message>
    <message>
        <source>Joining the invite code %1 on the relay %2…</source>
        <translation>中継サーバー %2 の招待コード %1 に参加しています…</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>Your move is sent; waiting for the host</source>
        <translation>手を送りました。ホストの確認を待っています</translation>
    </message>
    <message>
        <source>Watching: %1 to move</source>
        <translation>観戦中: %1 の手番</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>%1 の手番です</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>%1 を待っています</translation>
    </message>
    <message>
        <source>A relay address looks like ws://example.org:8765.</source>
        <translation>中継サーバーのアドレスは ws://example.org:8765 のような形です。</translation>
    </message>
    <message>
        <source>A relay (hyperrow relay) lets players outside this network join with an invite code. Leave it empty to play on this network only.</source>
        <translation>中継サーバー (hyperrow relay) を使うと、このネットワークの外のプレイヤーも招待コードで参加できます。このネットワークだけで遊ぶときは空のままにしてください。</translation>
    </message>
    <message>
        <source>none: the certificates this system trusts</source>
        <translation>なし: このシステムが信頼する証明書</translation>
    </message>
    <message>
        <source>For a wss:// relay whose certificate comes from a private certificate authority: that authority&apos;s certificate (PEM).</source>
        <translation>独自の認証局の証明書を使う wss:// の中継サーバーのために、その認証局の証明書 (PEM) を指定します。</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>There is no file %1 for the CA certificate.</source>
        <translation>CA 証明書のファイル %1 がありません。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>対局をホストする</translation>
    </message>
    <message>
        <source>none: players on this network only</source>
        <translation>なし: このネットワークのプレイヤーだけ</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>空いているポート</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>中継サーバー</translation>
    </message>
    <message>
        <source>A network game needs a seat in this window and a remote player.</source>
        <translation>ネットワーク対局には、このウィンドウの席とネットワーク上の相手の席が必要です。</translation>
    </message>
    <message>
        <source>Type the clock as minutes for each player plus seconds per move, e.g. 5+3.</source>
        <translation>持ち時間は、各自の分数と1手ごとの秒数で入力してください (例: 5+3)。</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>対局に参加する</translation>
    </message>
    <message>
        <source>host:port or an invite code</source>
        <translation>ホスト:ポート、または招待コード</translation>
    </message>
    <message>
        <source>with an invite code, e.g. ws://example.org:8765</source>
        <translation>招待コードで参加するとき。例: ws://example.org:8765</translation>
    </message>
    <message>
        <source>the name of the seat you take</source>
        <translation>参加する席の名前</translation>
    </message>
    <message>
        <source>Games found on this network</source>
        <translation>このネットワークで見つかった対局</translation>
    </message>
    <message>
        <source>Address or invite code</source>
        <translation>アドレスまたは招待コード</translation>
    </message>
    <message>
        <source>To join with an invite code, type the relay&apos;s address too.</source>
        <translation>招待コードで参加するには、中継サーバーのアドレスも入力してください。</translation>
    </message>
    <message>
        <source>Type the address as host:port, e.g. 192.168.1.20:4000, or an invite code.</source>
        <translation>アドレスを ホスト:ポート の形 (例: 192.168.1.20:4000) で入力するか、招待コードを入力してください。</translation>
    </message>
    <message>
        <source>Only watch</source>
        <translation>観戦のみ</translation>
    </message>
    <message>
        <source>Find games on this network</source>
        <translation>このネットワークの対局を探す</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>%1. Type the host&apos;s address instead.</source>
        <translation>%1。ホストのアドレスを入力してください。</translation>
    </message>
    <message>
        <source>No game found on this network. Type the host&apos;s address instead.</source>
        <translation>このネットワークに対局が見つかりません。ホストのアドレスを入力してください。</translation>
    </message>
    <message>
        <source>%1 asks to take back a move. Accept?</source>
        <translation>%1 が待ったを申し出ています。受けますか?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation>%1 が引き分けを申し出ています。受けますか?</translation>
    </message>
    <message>
        <source>%1 offers a rematch. Accept?</source>
        <translation>%1 がもう一局を申し出ています。受けますか?</translation>
    </message>
    <message>
        <source>Play over the &amp;network</source>
        <translation>ネットワーク対局(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>対局をホストする(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>対局に参加する(&amp;J)…</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>引き分けを申し出る(&amp;D)</translation>
    </message>
    <message>
        <source>Offer a &amp;rematch</source>
        <translation>もう一局を申し出る(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>投了する(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Leave the network game</source>
        <translation>ネットワーク対局をやめる(&amp;L)</translation>
    </message>
    <message>
        <source>The network game goes on. Close the window? The game is hosted again when the window opens; the other players wait until then.</source>
        <translation>ネットワーク対局は続いています。ウィンドウを閉じますか? ウィンドウを開くと対局をまたホストします。それまでほかの対局者は待ちます。</translation>
    </message>
    <message>
        <source>The network game goes on. Close the window? The game is kept, and the window asks whether to join it again when it opens.</source>
        <translation>ネットワーク対局は続いています。ウィンドウを閉じますか? 対局は保存され、ウィンドウを開くとまた参加するかを尋ねます。</translation>
    </message>
    <message>
        <source>The network game could not be resumed: its settings are damaged.</source>
        <translation>ネットワーク対局を再開できませんでした: 設定が壊れています。</translation>
    </message>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>ポート %1 で待ち受けできません: %2</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>ネットワーク対局</translation>
    </message>
    <message>
        <source>%1

The copy of the game kept here can be opened instead.</source>
        <translation>%1

代わりに、ここに保存した棋譜を開くこともできます。</translation>
    </message>
    <message>
        <source>Three in a row on a 3×3 grid.</source>
        <translation>3×3 の盤で3つ並べます。</translation>
    </message>
    <message>
        <source>Four in a row; stones fall down seven columns of six.</source>
        <translation>4つ並べます。石は6段7列の盤を下に落ちます。</translation>
    </message>
    <message>
        <source>Five in a row on a 15×15 board.</source>
        <translation>15×15 の盤で5つ並べます。</translation>
    </message>
    <message>
        <source>Three in a row in a 3×3×3 cube.</source>
        <translation>3×3×3 の立方体で3つ並べます。</translation>
    </message>
    <message>
        <source>Four in a row in a 4×4×4 cube.</source>
        <translation>4×4×4 の立方体で4つ並べます。</translation>
    </message>
    <message>
        <source>Qubic with gravity: stones drop down sixteen poles.</source>
        <translation>重力付きの立体四目並べ: 石は16本の棒を落ちます。</translation>
    </message>
    <message>
        <source>Four in a row on the 4×4×4×4 hypercube, one w-slice at a time.</source>
        <translation>4×4×4×4 の超立方体で4つ並べます。w の断面を1つずつ表示します。</translation>
    </message>
    <message>
        <source>Three in a row on the 3×3×3×3 tesseract, centre blocked: %1 lines win.</source>
        <translation>中心をふさいだ 3×3×3×3 の超立方体で3つ並べます。%1 ラインで勝ち。</translation>
    </message>
    <message numerus="yes">
        <source>Showing the win from move %1: %2 of %3 moves</source>
        <translation>
            <numerusform>%1 手目からの必勝手順: %3 手中 %2 手目</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing the empty board (move 0 of %1)</source>
        <translation>初期局面を検討中 (%1 手中 0 手目)</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2</source>
        <translation>%2 手中 %1 手目を検討中</translation>
    </message>
    <message>
        <source>A board has 1 to %1 axes, not %2.</source>
        <translation>盤の軸は 1 から %1 本です。%2 本にはできません。</translation>
    </message>
    <message>
        <source>Each side of the board is 1 to %1 cells long.</source>
        <translation>盤の各辺は 1 から %1 マスです。</translation>
    </message>
    <message>
        <source>This board has %1 cells; at most %2 fit.</source>
        <translation>この盤は %1 マスあります。%2 マスまでです。</translation>
    </message>
    <message>
        <source>The blocked cells must be cells of the board.</source>
        <translation>ふさぐマスは盤のマスで指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a cell of the %2 board, so it cannot be blocked.</source>
        <translation>%1 は %2 の盤のマスではないので、ふさげません。</translation>
    </message>
    <message>
        <source>Every cell is blocked: there would be nowhere to play.</source>
        <translation>すべてのマスがふさがれていて、どこにも打てません。</translation>
    </message>
    <message>
        <source>With %1 in a row, this %2 board has %3 lines; at most %4 fit.</source>
        <translation>%2 の盤で %1 目並べにするとラインが %3 本になります。%4 本までです。</translation>
    </message>
    <message>
        <source>Only a board with an odd number of cells along every axis has a centre to block.</source>
        <translation>中心をふさげるのは、どの軸のマス数も奇数の盤だけです。</translation>
    </message>
    <message>
        <source>In a row must be 2 on a board this small, not %1.</source>
        <translation>この大きさの盤では並べる数は 2 です。%1 にはできません。</translation>
    </message>
    <message>
        <source>The size of each side of the board must be a whole number.</source>
        <translation>盤の各辺の大きさは整数にしてください。</translation>
    </message>
    <message>
        <source>A board this small has no room for a line: make a side 2 cells or longer.</source>
        <translation>この大きさの盤にはラインが作れません。どれかの辺を 2 マス以上にしてください。</translation>
    </message>
    <message>
        <source>In a row must be from 2 to %1, the longest side of the board, not %2.</source>
        <translation>並べる数は 2 から盤の最も長い辺の %1 までです。%2 にはできません。</translation>
    </message>
    <message>
        <source>Stones can only fall along an axis of the board.</source>
        <translation>石が落ちる向きは盤の軸から選んでください。</translation>
    </message>
    <message>
        <source>From 2 to %1 players can play, not %2.</source>
        <translation>対局者は 2 人から %1 人までです。%2 人にはできません。</translation>
    </message>
    <message>
        <source>Lines to win must be at least 1.</source>
        <translation>勝ちに必要なライン数は 1 以上にしてください。</translation>
    </message>
    <message>
        <source>OpenGL failed while drawing the board (%1).</source>
        <translation>盤を描画中に OpenGL がエラーになりました (%1)。</translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation>OpenGL のコンテキストを作成できませんでした。</translation>
    </message>
    <message>
        <source>the OpenGL context could not be made current.</source>
        <translation>OpenGL のコンテキストを有効にできませんでした。</translation>
    </message>
    <message>
        <source>OpenGL %1 is too old: the 3D view needs OpenGL %2 or newer.</source>
        <translation>OpenGL %1 は古すぎます。立体表示には OpenGL %2 以降が必要です。</translation>
    </message>
    <message>
        <source>The 3D view is off: %1 The board is shown as flat slices below instead, and every action of the game works as usual. To get the 3D view, start hyperrow with --software-gl (Mesa&apos;s software renderer) or update the graphics driver.</source>
        <translation>立体表示は使えません: %1 代わりに下の平面の断面で盤を表示しています。対局の操作はすべていつも通り使えます。立体表示を使うには、hyperrow を --software-gl(Mesa のソフトウェア描画)付きで起動するか、グラフィックドライバーを更新してください。</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>Text si&amp;ze:</source>
        <translation>文字の大きさ(&amp;Z):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>Pause &amp;before a CPU move:</source>
        <translation>CPU が打つまでの間(&amp;B):</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>効果音の音量(&amp;V):</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>戦績</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>終局した対局はまだありません。</translation>
    </message>
    <message>
        <source>C&amp;lear…</source>
        <translation>消去(&amp;L)…</translation>
    </message>
    <message>
        <source>Your wins, draws and losses in the games you finished. A game among people at this computer counts for the first person to move.</source>
        <translation>終局まで打った対局の勝ち・引き分け・負けの数です。このコンピューターの人どうしの対局は、先手の人の戦績として数えます。</translation>
    </message>
    <message>
        <source>Clear the statistics?</source>
        <translation>戦績を消去しますか?</translation>
    </message>
    <message>
        <source>Forget every win, draw and loss counted so far? This cannot be undone.</source>
        <translation>これまでに数えた勝ち・引き分け・負けをすべて消去しますか? 元には戻せません。</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>戦績(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>効果音(&amp;S)</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>カスタム盤</translation>
    </message>
    <message>
        <source>CPUs of different levels</source>
        <translation>強さの違う複数の CPU</translation>
    </message>
    <message>
        <source>CPU, %1</source>
        <translation>CPU(強さ: %1)</translation>
    </message>
    <message>
        <source>People over the network</source>
        <translation>ネットワーク越しの人</translation>
    </message>
    <message>
        <source>People at this computer</source>
        <translation>このコンピューターの人</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged and was left as it is; the statistics of this session are not kept.</source>
        <translation>戦績のファイル %1 が壊れているため、そのまま残しました。今回の戦績は保存されません。</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged: it was kept as %2 and the statistics start afresh.</source>
        <translation>戦績のファイル %1 が壊れていました。%2 として残し、戦績を新しく数え直します。</translation>
    </message>
    <message>
        <source>The statistics could not be saved in %1: %2</source>
        <translation>戦績を %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>When hyperrow closed, you were in the network game with the invite code %1 on the relay %2. Join it again, or open the copy kept here?</source>
        <translation>hyperrow を閉じたとき、中継サーバー %2 の招待コード %1 のネットワーク対局に参加していました。もう一度参加しますか? それともここに保存した棋譜を開きますか?</translation>
    </message>
    <message>
        <source>When hyperrow closed, you were in the network game hosted on %1. Join it again, or open the copy kept here?</source>
        <translation>hyperrow を閉じたとき、%1 でホストされたネットワーク対局に参加していました。もう一度参加しますか? それともここに保存した棋譜を開きますか?</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>もう一度参加(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Open the copy</source>
        <translation>保存した棋譜を開く(&amp;O)</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>ふさがったマス</translation>
    </message>
    <message>
        <source>cell %1: %2</source>
        <translation>マス %1: %2</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>直前の手</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>on a completed line</source>
        <translation>完成したラインの上</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>列 %1: %2</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>盤の端です</translation>
    </message>
    <message>
        <source>threat of %1</source>
        <translation>%1 のリーチ</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) の番</translation>
    </message>
    <message>
        <source>reviewing move %1 of %2, %3</source>
        <translation>%2 手中 %1 手目を検討中、%3</translation>
    </message>
    <message>
        <source>You play %1 against %2</source>
        <translation>あなたは %1 で %2 と対局します</translation>
    </message>
    <message>
        <source>You now play %1</source>
        <translation>あなたが %1 を持ちます</translation>
    </message>
    <message>
        <source>%1 now plays %2</source>
        <translation>%1 が %2 を持ちます</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Enter or Space plays the cell under the cursor.</source>
        <translation>矢印キーでカーソルを動かし、Enter か Space でカーソルのマスに打ちます。</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor along x and y, Page Up and Page Down along z; Enter or Space plays the cell under the cursor.</source>
        <translation>矢印キーで x と y、Page Up と Page Down で z の方向にカーソルを動かし、Enter か Space でカーソルのマスに打ちます。</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor along x and y, Page Up and Page Down along z, [ and ] along w; Enter or Space plays the cell under the cursor.</source>
        <translation>矢印キーで x と y、Page Up と Page Down で z、[ と ] で w の方向にカーソルを動かし、Enter か Space でカーソルのマスに打ちます。</translation>
    </message>
    <message>
        <source>S says the position, T the threats, L the last move, K whose turn it is; / types a move or a command; F1 lists every key.</source>
        <translation>S で局面、T でリーチ、L で最後の手、K で手番を読み上げます。/ で手やコマンドを入力します。F1 ですべてのキーを一覧します。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>You play %1 (%2)</source>
        <translation>あなたが %1 に打ちました (%2)</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3)</source>
        <translation>%1 が %2 に打ちました (%3)</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>ヒント: %1 に打つ</translation>
    </message>
    <message>
        <source>You threaten %1</source>
        <translation>あなたのリーチ: %1</translation>
    </message>
    <message>
        <source>%1 threatens %2</source>
        <translation>%1 のリーチ: %2</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>%1 を選択</translation>
    </message>
    <message>
        <source>%1 on</source>
        <translation>%1: オン</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation>%1: オフ</translation>
    </message>
    <message>
        <source>%1, along %2</source>
        <translation>%1 (ライン: %2)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source>No move yet</source>
        <translation>まだ手がありません</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>最後の手: %1</translation>
    </message>
    <message>
        <source>No threats</source>
        <translation>リーチはありません</translation>
    </message>
    <message>
        <source>%1. Before it: %2</source>
        <translation>%1。その前: %2</translation>
    </message>
    <message>
        <source>%1 steps back, %2 forward, %3 returns to the game</source>
        <translation>%1 で 1 手戻り、%2 で 1 手進み、%3 で対局に戻ります</translation>
    </message>
    <message>
        <source>Back to the game at move %1</source>
        <translation>第%1手の対局に戻りました</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 board, %2</source>
        <translation>%1 の盤、%2</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1 の盤</translation>
    </message>
    <message>
        <source>%1, w-slice %2 of %3: %4</source>
        <translation>%1、w 断面 %2/%3: %4</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>立体表示</translation>
    </message>
    <message>
        <source>slice panel</source>
        <translation>断面パネル</translation>
    </message>
    <message>
        <source>Move %1 taken back</source>
        <translation>%1 の手を待ったしました</translation>
    </message>
    <message>
        <source>Text size %1 %</source>
        <translation>文字の大きさ %1 %</translation>
    </message>
    <message>
        <source>Larger te&amp;xt</source>
        <translation>文字を大きく(&amp;X)</translation>
    </message>
    <message>
        <source>Make the text of the whole window larger, up to twice the desktop&apos;s size</source>
        <translation>ウィンドウ全体の文字を大きくします (デスクトップの大きさの2倍まで)</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>文字を小さく(&amp;S)</translation>
    </message>
    <message>
        <source>Make the text of the whole window smaller</source>
        <translation>ウィンドウ全体の文字を小さくする</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <translation>対局を解析(&amp;A)</translation>
    </message>
    <message>
        <source>Mark the mistakes of the game and name the better moves, in the background</source>
        <translation>対局の悪手に印を付け、よい手を示します (裏で解析します)</translation>
    </message>
    <message>
        <source>Show move &amp;values</source>
        <translation>各手の評価を表示(&amp;V)</translation>
    </message>
    <message>
        <source>Show the &amp;win</source>
        <translation>必勝手順を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Step through the forced win of the position on view, with the forced replies</source>
        <translation>表示中の局面の必勝手順を、相手の受けとともに一手ずつ示します</translation>
    </message>
    <message>
        <source>There is no move to analyse yet.</source>
        <translation>まだ解析する手がありません。</translation>
    </message>
    <message>
        <source>Looking for a forced win…</source>
        <translation>必勝手順を探しています…</translation>
    </message>
    <message>
        <source>No forced win found in this position.</source>
        <translation>この局面には必勝手順が見つかりませんでした。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Stop the analysis, keeping what it found</source>
        <translation>解析を中止します (それまでの結果は残ります)</translation>
    </message>
    <message>
        <source>The move before in the forced win</source>
        <translation>必勝手順の一手前</translation>
    </message>
    <message>
        <source>The next move of the forced win</source>
        <translation>必勝手順の次の一手</translation>
    </message>
    <message>
        <source>Stop showing the win</source>
        <translation>必勝手順の表示を終えます</translation>
    </message>
    <message>
        <source>The value after each move. Click a point to go to that move.</source>
        <translation>各手の後の評価です。点をクリックするとその手に移ります。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <source>From your games</source>
        <translation>あなたの対局から</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>すべての難易度</translation>
    </message>
    <message>
        <source>&amp;New puzzle</source>
        <translation>新しい問題(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s puzzle</source>
        <translation>今日の一問(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Show solution</source>
        <translation>正解手順を見る(&amp;S)</translation>
    </message>
    <message>
        <source>Show where the move goes: on a 3D or 4D board the slice first, then the cell (%1). A puzzle solved with a hint is not counted as solved.</source>
        <translation>打つ場所を示します: 立体や四次元の盤ではまず断面を、次にマスを示します (%1)。ヒントを使って解いた問題は正解に数えません。</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>難易度:</translation>
    </message>
    <message>
        <source>No hint now: there is no move of yours to find.</source>
        <translation>今はヒントを出せません: あなたが見つける手はありません。</translation>
    </message>
    <message>
        <source>No puzzle of this kind from your games yet: analyse a game where a win slipped away (Review → Analyse game).</source>
        <translation>あなたの対局から、この種類の問題はまだありません: 勝ちを逃した対局を「対局を解析」で解析してください。</translation>
    </message>
    <message>
        <source>This board has no puzzles of this difficulty: pick another.</source>
        <translation>この盤にはこの難易度の問題がありません。ほかの難易度を選んでください。</translation>
    </message>
    <message>
        <source>Pick a board and a difficulty, or take today&apos;s puzzle.</source>
        <translation>盤と難易度を選ぶか、今日の一問をどうぞ。</translation>
    </message>
    <message>
        <source>Your move: click a cell.</source>
        <translation>あなたの手番です。マスをクリックしてください。</translation>
    </message>
    <message>
        <source>Showing the solution, move by move…</source>
        <translation>正解手順を一手ずつ見せています…</translation>
    </message>
    <message>
        <source>That is the solution. Retry to play it yourself.</source>
        <translation>これが正解手順です。「やり直す」で自分で打ってみましょう。</translation>
    </message>
    <message>
        <source>The solution: %1. Retry to play it yourself.</source>
        <translation>正解手順: %1。「やり直す」で自分で打ってみましょう。</translation>
    </message>
    <message>
        <source>These puzzles cannot be played: %1</source>
        <translation>このパズル集は使えません: %1</translation>
    </message>
    <message>
        <source>Your puzzle record could not be kept: %1</source>
        <translation>パズルの成績を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>パズル(&amp;Z)…</translation>
    </message>
    <message>
        <source>&amp;Start lesson</source>
        <translation>レッスンを始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>&amp;Leave lessons</source>
        <translation>レッスンを終える(&amp;L)</translation>
    </message>
    <message>
        <source>Close the lessons and go back to your game.</source>
        <translation>レッスンを閉じて対局に戻ります。</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>1. A line on a flat board</source>
        <translation>1. 平面のライン</translation>
    </message>
    <message>
        <source>2. Lines through a cube</source>
        <translation>2. 立方体を通るライン</translation>
    </message>
    <message>
        <source>3. Gravity</source>
        <translation>3. 重力</translation>
    </message>
    <message>
        <source>4. The fourth dimension</source>
        <translation>4. 四次元</translation>
    </message>
    <message>
        <source>5. Threats and double threats</source>
        <translation>5. リーチとダブルリーチ</translation>
    </message>
    <message>
        <source>6. The tesseract&apos;s nine lines</source>
        <translation>6. 四次元三目並べの 9 ライン</translation>
    </message>
    <message>
        <source>Tic-tac-toe: three stones side by side, across, down or diagonally, make a line and win. Every game on hyperrow is won this way, in more dimensions.</source>
        <translation>三目並べ: 横・縦・斜めに石を 3 つ並べるとラインになり、勝ちです。hyperrow のどのゲームも、次元が増えても同じようにして勝ちます。</translation>
    </message>
    <message>
        <source>Your move. Find the cell that completes a line of three and click it.</source>
        <translation>あなたの番です。3 つ並びのラインを完成させるマスを見つけて、クリックしてください。</translation>
    </message>
    <message>
        <source>Qubic is a 4×4×4 cube with 76 lines: rows along each axis, diagonals across each face, and four space diagonals that run from corner to opposite corner through the middle of the cube.</source>
        <translation>立体四目並べは 4×4×4 の立方体で、ラインは 76 本あります: 各軸に沿った並び、各面の斜め、そして立方体の真ん中を通って角から反対の角へ走る 4 本の空間対角線です。</translation>
    </message>
    <message>
        <source>Three of your stones lie on a space diagonal. Complete the line.</source>
        <translation>あなたの石が 3 つ空間対角線上にあります。ラインを完成させてください。</translation>
    </message>
    <message>
        <source>The 8 corners and the 8 cells at the centre of the cube each lie on seven lines: a row of each axis, a face diagonal of each of three faces, and a space diagonal. Play on one of these strong cells.</source>
        <translation>立方体の 8 つの角と中央の 8 マスは、それぞれ 7 本のラインに乗っています: 各軸の並びが 3 本、3 つの面の斜めが 3 本、空間対角線が 1 本です。この強いマスのどれかに打ってください。</translation>
    </message>
    <message>
        <source>Connect Four: a stone falls to the lowest free cell of its column. Click a column so that the stone lands where it completes a line of four.</source>
        <translation>四目並べ: 石はその列のいちばん下の空いたマスまで落ちます。4 つ並びのラインを完成させる位置に石が落ちるよう、列をクリックしてください。</translation>
    </message>
    <message>
        <source>Your opponent threatens to complete a line of four. Block the threat; remember where your stone will land.</source>
        <translation>相手にリーチがあり、次に 4 つ並びのラインを完成させようとしています。リーチを止めてください。石がどこに落ちるかに気をつけて。</translation>
    </message>
    <message>
        <source>Score Four: the same with a 4×4×4 cube, stones falling to the bottom. Complete a line of four.</source>
        <translation>スコアフォー: 同じく石が下に落ちる 4×4×4 の立方体です。4 つ並びのラインを完成させてください。</translation>
    </message>
    <message>
        <source>A 4×4×4×4 board is four cubes, the w-slices. The 3D view shows one at a time: move the w slider to see the others. A line may stay in one slice or run through all four.</source>
        <translation>4×4×4×4 の盤は 4 つの立方体、w の断面でできています。3D ビューは一度に 1 つを表示します: w のスライダーを動かすと他の断面が見えます。ラインは 1 つの断面の中にあることも、4 つすべてを通り抜けることもあります。</translation>
    </message>
    <message>
        <source>Here the stones of the slices next to this one are drawn faint beside their cells (View → Ghost neighbouring slices). You have a stone in slices w = 1, 2 and 3 on a line that runs across the slices: complete it in this slice, w = 4.</source>
        <translation>ここでは隣の断面の石が、そのマスの横に薄く描かれています (表示 → 隣の w の断面を薄く表示)。断面をまたいで走るライン上に、w = 1、2、3 の断面にあなたの石があります: この断面 w = 4 で完成させてください。</translation>
    </message>
    <message>
        <source>View → Show all w-slices lays the four cubes side by side. You have three stones on a line across slices: complete it.</source>
        <translation>表示 → w の断面をすべて表示 で、4 つの立方体が横に並びます。断面をまたぐライン上にあなたの石が 3 つあります: 完成させてください。</translation>
    </message>
    <message>
        <source>A threat is a cell that completes a line next move; a double threat is two of them at once, and only one can be blocked. Make a double threat.</source>
        <translation>リーチとは次の一手でラインが完成するマスのことです。ダブルリーチはそれが同時に 2 つあることで、止められるのは 1 つだけです。ダブルリーチを作ってください。</translation>
    </message>
    <message>
        <source>Your opponent threatens to complete a line. Block the threat.</source>
        <translation>相手にリーチがあり、次にラインを完成させようとしています。リーチを止めてください。</translation>
    </message>
    <message>
        <source>The tesseract game: a 3×3×3×3 board whose centre cell is blocked, so no line runs through it. A line is three in a row, and a player wins by completing nine lines.</source>
        <translation>四次元三目並べ: 3×3×3×3 の盤で、中央のマスはふさがっているので、そこを通るラインはありません。3 つ並べるとラインになり、ラインを 9 本完成させた人が勝ちです。</translation>
    </message>
    <message>
        <source>One stone can complete several lines at once. Play a stone that completes two lines.</source>
        <translation>1 つの石で複数のラインを同時に完成させることができます。ラインを 2 本完成させる石を打ってください。</translation>
    </message>
    <message>
        <source>Right! Press Next to go on.</source>
        <translation>正解です! 「次へ」で進みます。</translation>
    </message>
    <message>
        <source>That stone does not complete a line. Press Retry and look again.</source>
        <translation>その石ではラインが完成しません。「やり直す」を押して、もう一度探してください。</translation>
    </message>
    <message>
        <source>The opponent can still complete a line next move. Press Retry and try again.</source>
        <translation>相手はまだ次の一手でラインを完成できます。「やり直す」を押して、もう一度どうぞ。</translation>
    </message>
    <message>
        <source>That stone does not make two threats at once. Press Retry and try again.</source>
        <translation>その石ではリーチが同時に 2 つできません。「やり直す」を押して、もう一度どうぞ。</translation>
    </message>
    <message>
        <source>That cell lies on fewer than seven lines. Press Retry and try a corner or a centre cell.</source>
        <translation>そのマスを通るラインは 7 本より少ないです。「やり直す」を押して、角か中央のマスに打ってください。</translation>
    </message>
    <message>
        <source>That stone does not complete two lines at once. Press Retry and try again.</source>
        <translation>その石ではラインが同時に 2 本完成しません。「やり直す」を押して、もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Lesson complete. Pick another lesson from the list.</source>
        <translation>レッスン完了です。一覧から別のレッスンを選んでください。</translation>
    </message>
    <message>
        <source>Pick a lesson from the list and press Start lesson. The lessons have a board of their own: your game stays as it is in the main window.</source>
        <translation>一覧からレッスンを選んで「レッスンを始める」を押してください。レッスンは専用の盤で行うので、対局はメインウィンドウにそのまま残ります。</translation>
    </message>
    <message>
        <source>%1 ✓ done</source>
        <translation>%1 ✓ 完了</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>動きを減らす(&amp;M)</translation>
    </message>
    <message>
        <source>Show every move, line and camera change at once, without animation</source>
        <translation>手もラインも視点の切り替えも、動きをつけずにすぐ表示します</translation>
    </message>
    <message>
        <source>Pause &amp;before a CPU move</source>
        <translation>CPU が打つまでの間(&amp;B)</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>間をおかない</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Openings of your games</source>
        <translation>あなたの対局の序盤</translation>
    </message>
    <message>
        <source>Games from this position</source>
        <translation>この局面からの対局</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <translation>この局面から打たれた手</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Proven</source>
        <translation>証明</translation>
    </message>
    <message>
        <source>Show what is proven of each move</source>
        <translation>各手について証明されたことを表示</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>この局面で終局しています。</translation>
    </message>
    <message>
        <source>None of your games went on from this position.</source>
        <translation>この局面から続いたあなたの対局はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your games went on from this position:</source>
        <translation>
            <numerusform>この局面から続いたあなたの対局: %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: played in %n games, %2</source>
        <translation>
            <numerusform>%1: %n 局で打たれ、%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; proven: %2</source>
        <translation>%1、証明: %2</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Resign this game? The other side wins, and the game is counted as lost.</source>
        <translation>この対局を投了しますか? 相手の勝ちとなり、負けとして数えられます。</translation>
    </message>
    <message>
        <source>Move or command:</source>
        <translation>手かコマンド:</translation>
    </message>
    <message>
        <source>&amp;Type a move or command…</source>
        <translation>手やコマンドを入力(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Flat slices</source>
        <translation>平面の断面(&amp;F)</translation>
    </message>
    <message>
        <source>Show the board as flat slices, every slice at once, instead of the 3D view.</source>
        <translation>立体表示の代わりに、盤を平面の断面で表示し、すべての断面を一度に見せます。</translation>
    </message>
    <message>
        <source>Puzzles on this board</source>
        <translation>この盤の問題</translation>
    </message>
    <message>
        <source>&amp;Puzzles on this board:</source>
        <translation>この盤の問題(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Open puzzle</source>
        <translation>問題を開く(&amp;O)</translation>
    </message>
    <message>
        <source>Put the puzzle chosen in the list on the board.</source>
        <translation>一覧で選んだ問題を盤に出します。</translation>
    </message>
    <message>
        <source>A stone at %1 is not on the board.</source>
        <translation>%1 の石は盤の外にあります。</translation>
    </message>
    <message>
        <source>A stone belongs to no player of this game.</source>
        <translation>この対局のどの対局者のものでもない石があります。</translation>
    </message>
    <message>
        <source>%1 is blocked: no stone can be there.</source>
        <translation>%1 はふさがっています: 石は置けません。</translation>
    </message>
    <message>
        <source>The stone at %1 floats: the cell under it is empty, and stones fall to the bottom.</source>
        <translation>%1 の石が浮いています: その下のマスが空いていて、石は下まで落ちます。</translation>
    </message>
    <message>
        <source>The board is full: the game would be over.</source>
        <translation>盤が埋まっています: 対局は終わっています。</translation>
    </message>
    <message>
        <source>No game stacks these stones so with the players taking turns: look at which colour is on top of each column.</source>
        <translation>交互に打ってこの積み方になる対局はありません: 各列のいちばん上の石の色を確かめてください。</translation>
    </message>
    <message>
        <source>No order of moves that reaches this position was found in time.</source>
        <translation>この局面に至る手順が時間内に見つかりませんでした。</translation>
    </message>
    <message>
        <source>The stones do not add up: the players take turns, so with this side to move the stones should be %1, and they are %2.</source>
        <translation>石の数が合いません: 交互に打つので、この手番なら石は %1 のはずですが、%2 です。</translation>
    </message>
    <message>
        <source>The %1 stones have completed a line (%2): the game would be over.</source>
        <translation>%1 の石がラインを完成させています (%2): 対局は終わっています。</translation>
    </message>
    <message>
        <source>The %1 stones have the lines to win: the game would be over.</source>
        <translation>%1 の石が勝つのに必要なラインを完成させています: 対局は終わっています。</translation>
    </message>
    <message>
        <source>%1 = %2 is off the board, which runs from 1 to %3.</source>
        <translation>%1 = %2 は盤の外です。1 から %3 までです。</translation>
    </message>
    <message>
        <source>it has %1 numbers, not one for each side of the board.</source>
        <translation>数が %1 個あり、盤の軸ごとに1つずつになっていません。</translation>
    </message>
    <message>
        <source>that column is full.</source>
        <translation>その列は埋まっています。</translation>
    </message>
    <message>
        <source>it is not numbers separated by commas.</source>
        <translation>コンマで区切った数ではありません。</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>クリップボードが空です。</translation>
    </message>
    <message>
        <source>This is not a list of moves of %1: at move %2 (“%3”), %4</source>
        <translation>%1 の棋譜ではありません: %2 手目 (「%3」): %4</translation>
    </message>
    <message>
        <source>This is not a game code. %1</source>
        <translation>対局のコードではありません。%1</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>貼り付けできません</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>%1 段目</translation>
    </message>
    <message>
        <source>%1: no stones</source>
        <translation>%1: 石なし</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n stones</source>
        <translation>
            <numerusform>%1、石 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>You have a double threat at %1</source>
        <translation>あなたのダブルリーチ: %1</translation>
    </message>
    <message>
        <source>%1 has a double threat at %2</source>
        <translation>%1 のダブルリーチ: %2</translation>
    </message>
    <message>
        <source>This board has no %1 axis</source>
        <translation>この盤には %1 軸がありません</translation>
    </message>
    <message>
        <source>along %1 through %2: %3</source>
        <translation>%2 を通る %1 方向: %3</translation>
    </message>
    <message>
        <source>Lines through %1: %2</source>
        <translation>%1 を通るライン: %2 本</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>%1 から %2</translation>
    </message>
    <message>
        <source>%1 stone %2 of %3: %4</source>
        <translation>%1 の石 (%3 個中 %2 個目): %4</translation>
    </message>
    <message>
        <source>No %1 stones on the board</source>
        <translation>盤に %1 の石はありません</translation>
    </message>
    <message>
        <source>%1 (double threat)</source>
        <translation>%1 (ダブルリーチ)</translation>
    </message>
    <message>
        <source>Threat %1 of %2: %3</source>
        <translation>リーチ (%2 個中 %1 個目): %3</translation>
    </message>
    <message>
        <source>No hint yet: %1 asks for one</source>
        <translation>ヒントはまだありません: %1 で求められます</translation>
    </message>
    <message>
        <source>Type a move or a command</source>
        <translation>手かコマンドを入力</translation>
    </message>
    <message>
        <source>%1 plays there; go %1 moves the cursor there; or summary, threats, last, turn, lines, hint, x, y, z, w</source>
        <translation>%1 でそこに打つ。移動 %1 でカーソルをそこへ。または 要約、リーチ、最後、手番、ライン、ヒント、x、y、z、w (英語の名前も使えます)</translation>
    </message>
    <message>
        <source>go</source>
        <comment>typed command: move the cursor to a cell</comment>
        <translation>移動</translation>
    </message>
    <message>
        <source>summary</source>
        <comment>typed command</comment>
        <translation>要約</translation>
    </message>
    <message>
        <source>threats</source>
        <comment>typed command</comment>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>last</source>
        <comment>typed command</comment>
        <translation>最後</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>typed command</comment>
        <translation>手番</translation>
    </message>
    <message>
        <source>lines</source>
        <comment>typed command</comment>
        <translation>ライン</translation>
    </message>
    <message>
        <source>hint</source>
        <comment>typed command</comment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Nothing typed: type %1 numbers (%2), or a command</source>
        <translation>何も入力されていません: 数を %1 つ (%2) か、コマンドを入力してください</translation>
    </message>
    <message>
        <source>%1 is not a number or a command</source>
        <translation>%1 は数でもコマンドでもありません</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: %1 goes from 1 to %3</source>
        <translation>%1 = %2 は範囲外です: %1 は 1 から %3 まで</translation>
    </message>
    <message>
        <source>%1 numbers typed: this board takes %2 (%3)</source>
        <translation>入力された数は %1 つです: この盤では %2 つ (%3)</translation>
    </message>
    <message>
        <source>or %1 (%2) to drop a stone</source>
        <translation>石を落とすなら %1 つ (%2)</translation>
    </message>
    <message>
        <source>That column is full</source>
        <translation>その列は満杯です</translation>
    </message>
    <message>
        <source>A number far too large: coordinates go from 1 to %1</source>
        <translation>数が大きすぎます: 座標は 1 から %1 までです</translation>
    </message>
    <message>
        <source>The moves are on the clipboard.</source>
        <translation>棋譜をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>The game code is on the clipboard.</source>
        <translation>対局のコードをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>The pasted game is on the board.</source>
        <translation>貼り付けた対局を盤に表示しました。</translation>
    </message>
    <message>
        <source>%1: blocked</source>
        <translation>%1: ふさがっています</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: 空き</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
</context>
</TS>
