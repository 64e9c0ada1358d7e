<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Hint: looking one move ahead, %1 positions…</source>
        <translation>
            <numerusform>Hint: looking one move ahead, %1 position…</numerusform>
            <numerusform>Hint: looking one move ahead, %1 positions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking one move ahead: %1 positions…</source>
        <translation>
            <numerusform>Looking one move ahead: %1 position…</numerusform>
            <numerusform>Looking one move ahead: %1 positions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: looking %1 moves ahead, %2 positions…</source>
        <translation>
            <numerusform>Hint: looking %1 moves ahead, %2 position…</numerusform>
            <numerusform>Hint: looking %1 moves ahead, %2 positions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking %1 moves ahead: %2 positions…</source>
        <translation>
            <numerusform>Looking %1 moves ahead: %2 position…</numerusform>
            <numerusform>Looking %1 moves ahead: %2 positions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have a forced win in %n moves: step through it</source>
        <translation>
            <numerusform>You have a forced win in %n move: step through it</numerusform>
            <numerusform>You have a forced win in %n moves: step through it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has a forced win in %n moves: step through it</source>
        <translation>
            <numerusform>%1 has a forced win in %n move: step through it</numerusform>
            <numerusform>%1 has a forced win in %n moves: step through it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %2 moves</source>
        <translation>
            <numerusform>Analysing: %1 of %2 move</numerusform>
            <numerusform>Analysing: %1 of %2 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis finished: %n moves analysed; %1. The Moves list shows each move&apos;s mark</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n players</source>
        <translation>
            <numerusform>%1, %n player</numerusform>
            <numerusform>%1, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked</source>
        <translation>
            <numerusform>%1, %n blocked</numerusform>
            <numerusform>%1, %n blocked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n lines to win</source>
        <translation>
            <numerusform>%1, %n line to win</numerusform>
            <numerusform>%1, %n lines to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the win from move %1: %2 of %3 moves</source>
        <translation>
            <numerusform>Showing the win from move %1: %2 of %3 move</numerusform>
            <numerusform>Showing the win from move %1: %2 of %3 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Solved: tic-tac-toe is a draw and Connect Four a first-player win (hyperrow&apos;s exact solver); 3D tic-tac-toe and Qubic are first-player wins, proven by hyperrow&apos;s own search and shipped as books the CPU plays (to check one: &lt;code&gt;hyperrow book qubic --verify&lt;/code&gt;). Score Four has never been solved: so far hyperrow&apos;s build has proven the first player&apos;s win in %Ln positions of it (to check them: &lt;code&gt;hyperrow book score-four --verify&lt;/code&gt;).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Solved: tic-tac-toe is a draw and Connect Four a first-player win (hyperrow&apos;s exact solver); 3D tic-tac-toe and Qubic are first-player wins, proven by hyperrow&apos;s own search and shipped as books the CPU plays (to check one: &lt;code&gt;hyperrow book qubic --verify&lt;/code&gt;). Score Four has never been solved: so far hyperrow&apos;s build has proven the first player&apos;s win in %Ln position of it (to check it: &lt;code&gt;hyperrow book score-four --verify&lt;/code&gt;).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Solved: tic-tac-toe is a draw and Connect Four a first-player win (hyperrow&apos;s exact solver); 3D tic-tac-toe and Qubic are first-player wins, proven by hyperrow&apos;s own search and shipped as books the CPU plays (to check one: &lt;code&gt;hyperrow book qubic --verify&lt;/code&gt;). Score Four has never been solved: so far hyperrow&apos;s build has proven the first player&apos;s win in %Ln positions of it (to check them: &lt;code&gt;hyperrow book score-four --verify&lt;/code&gt;).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %3; %4; %n moves.</source>
        <translation>
            <numerusform>%1, %2: %3; %4; %n move.</numerusform>
            <numerusform>%1, %2: %3; %4; %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your games went on from this position:</source>
        <translation>
            <numerusform>%n of your games went on from this position:</numerusform>
            <numerusform>%n of your games went on from this position:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: played in %n games, %2</source>
        <translation>
            <numerusform>%1: played in %n game, %2</numerusform>
            <numerusform>%1: played in %n games, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>wins in %n</numerusform>
            <numerusform>wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wins you missed in your analysed games. You solved %1 of them.</source>
        <translation>
            <numerusform>%n win you missed in your analysed games. You solved %1 of them.</numerusform>
            <numerusform>%n wins you missed in your analysed games. You solved %1 of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n stones</source>
        <translation>
            <numerusform>%1, %n stone</numerusform>
            <numerusform>%1, %n stones</numerusform>
        </translation>
    </message>
</context>
</TS>
