<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <location filename="../../app/widgets/window.py" line="70"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="72"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/slicebar.py" line="22"/>
        <source>Fourth dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/slicebar.py" line="32"/>
        <source> w-slice </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/slicebar.py" line="68"/>
        <source>all {n} shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="137"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="138"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="139"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="140"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="141"/>
        <source>&amp;Export image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="142"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="143"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="144"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="145"/>
        <source>&amp;Players and CPU levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="146"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="148"/>
        <source>&amp;Pause CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="150"/>
        <source>&amp;Reset camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="152"/>
        <source>Show &amp;all w-slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="155"/>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="160"/>
        <source>&amp;About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="161"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="170"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="172"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="179"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="181"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="183"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="188"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="189"/>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="225"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="240"/>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="241"/>
        <source>{path}

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="257"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="268"/>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="271"/>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="277"/>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="277"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="287"/>
        <source>Cannot export the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="288"/>
        <source>{path}: the image could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="328"/>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="329"/>
        <source>The game in progress is not saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/slicebar.py" line="68"/>
        <source>w = {w} / {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="67"/>
        <source>{who} to move: CPU, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="69"/>
        <source>{who} to move: click a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="72"/>
        <source>Game over: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="74"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="75"/>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="75"/>
        <source>share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="76"/>
        <source>Game over: {names} {verb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="82"/>
        <source>Lines: {scores} ({target} to win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="88"/>
        <location filename="../../app/widgets/status.py" line="104"/>
        <source>CPU paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="101"/>
        <source>{who} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="107"/>
        <source>{who} is thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="108"/>
        <source>depth {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="109"/>
        <source>{n:,} positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="111"/>
        <source>best so far {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/status.py" line="116"/>
        <source>Hint: {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="44"/>
        <source>Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="47"/>
        <source>Seven columns, six rows. Stones fall to the lowest free row of the column you pick. Four in a row across, up or diagonally wins. The first player wins with perfect play, starting in the middle column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="51"/>
        <source>Five in a row on a 15×15 board, in any of the four directions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="53"/>
        <source>Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the four space diagonals through the centre. The first player wins by taking the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="61"/>
        <source>Qubic with gravity: stones drop down the z axis onto the stone below, like beads on sixteen poles. Four in a row in any direction wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="57"/>
        <source>Four in a row in a 4×4×4 cube: %1 lines along the axes, the face diagonals and the four space diagonals. The first player can force a win, but it is hard to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="65"/>
        <source>Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time (the slider moves through w), or all four side by side. A line may run across the slices: then it takes one cell in each of them. %1 lines in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="70"/>
        <source>The 3×3×3×3 tesseract with its centre blocked: three in a row, %1 lines. The game does not stop at the first line: whoever completes %2 lines first wins, and on a full board the most lines wins. Up to %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="84"/>
        <source>Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the left button to turn the board, use the wheel to zoom. On boards with a fourth axis the slider picks the w-slice shown. Undo takes back your last move (and the CPU&apos;s reply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="97"/>
        <source>How to play {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="103"/>
        <source>About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="105"/>
        <source>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;k-in-a-row on boards of any dimension: tic-tac-toe, Connect Four, Qubic, Score Four and four-in-a-row on the 4D hypercube, against people or the CPU.&lt;/p&gt;&lt;p&gt;PySide6 {qt}, pyqtgraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="130"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="131"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="138"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="179"/>
        <location filename="../../app/widgets/dialogs.py" line="233"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="204"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="210"/>
        <source>Custom rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="212"/>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="216"/>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="225"/>
        <source>Size per axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="228"/>
        <source>In a row (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="230"/>
        <source>Stones fall along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="236"/>
        <source>Lines to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="237"/>
        <source>Block the centre cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="244"/>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="257"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="293"/>
        <source>nowhere (no gravity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/movelist.py" line="47"/>
        <source>undone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
