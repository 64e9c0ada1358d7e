<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <location filename="../../app/widgets/window.py" line="72"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="74"/>
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
        <location filename="../../app/widgets/window.py" line="146"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="147"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="148"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="149"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="150"/>
        <source>&amp;Export image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="151"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="152"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="153"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="154"/>
        <source>&amp;Players and CPU levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="155"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="157"/>
        <source>&amp;Pause CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="159"/>
        <source>&amp;Reset camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="161"/>
        <source>Show &amp;all w-slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="164"/>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="169"/>
        <source>&amp;About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="170"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="179"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="181"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="190"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="193"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="198"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="199"/>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="235"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="250"/>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="251"/>
        <source>{path}

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="267"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="278"/>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="281"/>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="287"/>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="287"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="297"/>
        <source>Cannot export the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="298"/>
        <source>{path}: the image could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="338"/>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/window.py" line="339"/>
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
        <location filename="../../app/widgets/dialogs.py" line="45"/>
        <source>Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="48"/>
        <source>Seven columns, six rows. Stones fall to the lowest free row of the column you pick. Four in a row across, up or diagonally wins. The first player wins with perfect play, starting in the middle column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="52"/>
        <source>Five in a row on a 15×15 board, in any of the four directions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="54"/>
        <source>Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the four space diagonals through the centre. The first player wins by taking the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="62"/>
        <source>Qubic with gravity: stones drop down the z axis onto the stone below, like beads on sixteen poles. Four in a row in any direction wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="58"/>
        <source>Four in a row in a 4×4×4 cube: %1 lines along the axes, the face diagonals and the four space diagonals. The first player can force a win, but it is hard to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="66"/>
        <source>Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time (the slider moves through w), or all four side by side. A line may run across the slices: then it takes one cell in each of them. %1 lines in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="71"/>
        <source>The 3×3×3×3 tesseract with its centre blocked: three in a row, %1 lines. The game does not stop at the first line: whoever completes %2 lines first wins, and on a full board the most lines wins. Up to %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="85"/>
        <source>Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the left button to turn the board, use the wheel to zoom. On boards with a fourth axis the slider picks the w-slice shown. Undo takes back your last move (and the CPU&apos;s reply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="98"/>
        <source>How to play {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="104"/>
        <source>About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="106"/>
        <source>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;k-in-a-row on boards of any dimension: tic-tac-toe, Connect Four, Qubic, Score Four and four-in-a-row on the 4D hypercube, against people or the CPU.&lt;/p&gt;&lt;p&gt;PySide6 {qt}, pyqtgraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="134"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="135"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="137"/>
        <source>Remote player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="145"/>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="188"/>
        <location filename="../../app/widgets/dialogs.py" line="242"/>
        <location filename="../../app/widgets/netdialogs.py" line="64"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="213"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="219"/>
        <source>Custom rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="221"/>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="225"/>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="234"/>
        <source>Size per axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="237"/>
        <source>In a row (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="239"/>
        <source>Stones fall along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="245"/>
        <source>Lines to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="246"/>
        <source>Block the centre cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="253"/>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="266"/>
        <location filename="../../app/widgets/netdialogs.py" line="63"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/dialogs.py" line="302"/>
        <source>nowhere (no gravity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/movelist.py" line="47"/>
        <source>undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="51"/>
        <location filename="../../app/widgets/netmenu.py" line="93"/>
        <source>Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="60"/>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="65"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="83"/>
        <location filename="../../app/widgets/netdialogs.py" line="84"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="98"/>
        <source>A network game needs a seat in this window and a remote player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="117"/>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="119"/>
        <source>host:port, e.g. 192.168.1.20:4000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="122"/>
        <source>Only watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="124"/>
        <source>Find games on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="129"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="130"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="150"/>
        <source>%1. Type the host&apos;s address instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="156"/>
        <source>No game found on this network. Type the host&apos;s address instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netdialogs.py" line="177"/>
        <source>Type the address as host:port, e.g. 192.168.1.20:4000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="31"/>
        <source>%1 asks to take back a move. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="33"/>
        <source>%1 offers a draw. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="35"/>
        <source>%1 offers a rematch. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="50"/>
        <source>Play over the &amp;network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="51"/>
        <source>&amp;Host a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="52"/>
        <source>&amp;Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="54"/>
        <source>Offer a &amp;draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="56"/>
        <source>Offer a &amp;rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="58"/>
        <source>&amp;Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="59"/>
        <source>&amp;Leave the network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="101"/>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="123"/>
        <source>The network game could not be resumed: its settings are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="138"/>
        <source>Cannot listen on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="197"/>
        <location filename="../../app/widgets/netmenu.py" line="204"/>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/widgets/netmenu.py" line="205"/>
        <source>The host closed the connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="104"/>
        <source>Game over: a draw, agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="106"/>
        <source>Game over: %1 won by resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="304"/>
        <source>Hosting on %1: waiting for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="310"/>
        <location filename="../../app/model/network.py" line="462"/>
        <source>Network game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="313"/>
        <location filename="../../app/model/network.py" line="473"/>
        <source>%1 is thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="314"/>
        <source>Network game: everyone is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="455"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="458"/>
        <source>Connection lost — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="459"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="466"/>
        <source>Your move is sent; waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="468"/>
        <source>Watching: %1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="470"/>
        <source>Your turn, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model/network.py" line="472"/>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
