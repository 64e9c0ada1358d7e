<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <location filename="../../app/window.py" line="77"/>
        <source>({name} is not built yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="100"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="103"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="109"/>
        <source>Fourth dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="117"/>
        <source> w-slice </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="193"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="194"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="195"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="196"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="197"/>
        <source>&amp;Export image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="198"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="199"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="200"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="201"/>
        <source>&amp;Players and CPU levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="202"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="204"/>
        <source>&amp;Pause CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="206"/>
        <source>&amp;Reset camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="208"/>
        <source>Show &amp;all w-slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="211"/>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="216"/>
        <source>&amp;About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="217"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="226"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="228"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="235"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="237"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="239"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="244"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="245"/>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="283"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="294"/>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="295"/>
        <source>{path}

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="311"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="322"/>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="325"/>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="331"/>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="331"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="342"/>
        <source>Cannot export the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="343"/>
        <source>{path}: the image could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="370"/>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="371"/>
        <source>The game in progress is not saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="409"/>
        <source>w = {w} / {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="438"/>
        <source>{who} to move: CPU, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="440"/>
        <source>{who} to move: click a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="443"/>
        <source>Game over: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="445"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="446"/>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="446"/>
        <source>share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="447"/>
        <source>Game over: {names} {verb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="453"/>
        <source>Lines: {scores} ({target} to win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="459"/>
        <location filename="../../app/window.py" line="481"/>
        <source>CPU paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="478"/>
        <source>{who} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="484"/>
        <source>{who} is thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="486"/>
        <source>depth {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="488"/>
        <source>{n:,} positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="491"/>
        <source>best so far {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window.py" line="496"/>
        <source>Hint: {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="44"/>
        <source>Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="47"/>
        <source>Seven columns, six rows. Stones fall to the lowest free row of the column you pick. Four in a row across, up or diagonally wins. The first player wins with perfect play, starting in the middle column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="51"/>
        <source>Five in a row on a 15×15 board, in any of the four directions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="53"/>
        <source>Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the four space diagonals through the centre. The first player wins by taking the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="57"/>
        <source>Four in a row in a 4×4×4 cube: 76 lines along the axes, the face diagonals and the four space diagonals. The first player can force a win, but it is hard to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="61"/>
        <source>Qubic with gravity: stones drop down the z axis onto the stone below, like beads on sixteen poles. Four in a row in any direction wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="65"/>
        <source>Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time (the slider moves through w), or all four side by side. A line may run across the slices: then it takes one cell in each of them. 520 lines in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="70"/>
        <source>The 3×3×3×3 tesseract with its centre blocked: three in a row, 232 lines. The game does not stop at the first line: whoever completes nine lines first wins, and on a full board the most lines wins. Up to four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="81"/>
        <source>Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the left button to turn the board, use the wheel to zoom. On boards with a fourth axis the slider picks the w-slice shown. Undo takes back your last move (and the CPU&apos;s reply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="94"/>
        <source>How to play {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="100"/>
        <source>About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="102"/>
        <source>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;k-in-a-row on boards of any dimension: tic-tac-toe, Connect Four, Qubic, Score Four and four-in-a-row on the 4D hypercube, against people or the CPU.&lt;/p&gt;&lt;p&gt;PySide6 {qt}, pyqtgraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="127"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="128"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="135"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="175"/>
        <location filename="../../app/dialogs.py" line="229"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="200"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="206"/>
        <source>Custom rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="208"/>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="212"/>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="221"/>
        <source>Size per axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="224"/>
        <source>In a row (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="226"/>
        <source>Stones fall along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="232"/>
        <source>Lines to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="233"/>
        <source>Block the centre cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="240"/>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="253"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dialogs.py" line="289"/>
        <source>nowhere (no gravity)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
