<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slices of this axis: the one on view is outlined, those a highlighted line continues into are filled in its colour. Click one to show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices beyond z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hyperrow games (*%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players and CPU levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;all w-slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hyperrow stopped unexpectedly last time. The report is in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game %1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress is not saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same game again, with the seats swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game from its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn (%1): click a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: click a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines: %1 (%2 to win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (CPU %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (CPU %2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint: depth %1, %2 positions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking: depth %1, %2 positions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven columns, six rows. Stones fall to the lowest free row of the column you pick. Four in a row across, up or diagonally wins. The first player wins with perfect play, starting in the middle column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five in a row on a 15×15 board, in any of the four directions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the four space diagonals through the centre. The first player wins by taking the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qubic with gravity: stones drop down the z axis onto the stone below, like beads on sixteen poles. Four in a row in any direction wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row in a 4×4×4 cube: %1 lines along the axes, the face diagonals and the four space diagonals. The first player can force a win, but it is hard to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time (the slider moves through w), or all four side by side. A line may run across the slices: then it takes one cell in each of them. %1 lines in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3×3×3×3 tesseract with its centre blocked: three in a row, %1 lines. The game does not stop at the first line: whoever completes %2 lines first wins, and on a full board the most lines wins. Up to %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About hyperrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the left button to turn the board, use the wheel to zoom. On boards with a fourth axis the slider picks the w-slice shown. Undo takes back your last move (and the CPU&apos;s reply). Review → Start, Back, Forward and End (Home, Ctrl+Left, Ctrl+Right, End) or a click in the move list shows an earlier position; View → Show threats (Ctrl+T) marks every cell that would complete a line next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;hyperrow&lt;/h3&gt;&lt;p&gt;k-in-a-row on boards of any dimension: tic-tac-toe, Connect Four, Qubic, Score Four and four-in-a-row on the 4D hypercube, against people or the CPU.&lt;/p&gt;&lt;p&gt;PySide6 %1, pyqtgraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size per axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a row (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones fall along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <comment>how many</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block the centre cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nowhere (no gravity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the board, the line length and who plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest moves could not be autosaved, so they are lost if the window closes now. Save the game to a file first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: %1

The game so far is saved. The details are in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w = %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines (target %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a move to review the position after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. (undone) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of hyperrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese (日本語)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qubic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4D four in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tesseract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are reviewing move %1 of %2. Continue the game from here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The later moves become the redo list, as if they had been undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stones fall along %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n lines to win</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a CPU player&apos;s turn: wait for its move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the turn of a player on another machine: wait for their move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is for a person&apos;s turn in a game that goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a cell of the %2 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would float: the cell under it, %2, is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved automatically: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU stopped (%1), so the CPU players are paused. Untick Game → Pause CPU to let them play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins with the most lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone or dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play that cell (under gravity: where the stone lands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the 3D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom the 3D view; with Ctrl, zoom the slice panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor along x (left, right) and y (up, down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor along z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[ and ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor along w (to the previous or next w-slice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the cell under the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go from the 3D view to the slice panel and back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+[ and Ctrl+]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the 3D view&apos;s layers together or spread them apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbols on stones: a shape of its own for each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the layers &amp;apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the layers &amp;together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ymbols on stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-&amp;blind-safe colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: a draw, agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 won by resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting on %1: waiting for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game: everyone is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move is sent; waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching: %1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network game needs a seat in this window and a remote player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:4000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find games on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Type the host&apos;s address instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game found on this network. Type the host&apos;s address instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the address as host:port, e.g. 192.168.1.20:4000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back a move. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a rematch. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play over the &amp;network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a &amp;rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave the network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network game could not be resumed: its settings are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row on a 3×3 grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row; stones fall down seven columns of six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five in a row on a 15×15 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row in a 3×3×3 cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row in a 4×4×4 cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qubic with gravity: stones drop down sixteen poles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row on the 4×4×4×4 hypercube, one w-slice at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row on the 3×3×3×3 tesseract, centre blocked: %1 lines win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing the empty board (move 0 of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board has 1 to %1 axes, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side of the board is 1 to %1 cells long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board has %1 cells; at most %2 fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a board with an odd number of cells along every axis has a centre to block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a row must be 2 on a board this small, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a row must be from 2 to %1, the longest side of the board, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 2 to %1 players can play, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines to win must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGL failed while drawing the board (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenGL context could not be made current.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGL %1 is too old: the 3D view needs OpenGL %2 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3D view is off: %1 The board is shown as flat slices below instead, and every action of the game works as usual. To get the 3D view, start hyperrow with --software-gl (Mesa&apos;s software renderer) or update the graphics driver.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Autosave failed (%1): the moves from now on are not kept if the window closes. File → Save As keeps them elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <source>Games will not be kept: the data folder %1 cannot be written (%2). File → Save As keeps a game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
