<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/gui/game/gametext.cpp" line="+56"/>
        <source>Make a four with your last seed to capture it, and every four right behind it. A capture earns another turn.</source>
        <translation>Bilde mit deinem letzten Samen einen Vierer, um ihn zu fangen, und dazu jeden Vierer direkt dahinter. Nach einem Fang bist du noch einmal am Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a four with your last seed to capture it; only that hole is taken. A capture earns another turn.</source>
        <translation>Bilde mit deinem letzten Samen einen Vierer, um ihn zu fangen; nur diese eine Mulde wird genommen. Nach einem Fang bist du noch einmal am Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every four you make while sowing is captured at once, even in passing. No extra turn after a capture.</source>
        <translation>Jeder Vierer, den du beim Säen bildest, wird sofort gefangen, auch im Vorbeigehen. Nach einem Fang gibt es keinen Extrazug.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2 × %1</source>
        <translation>2 × %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s hole %2</source>
        <extracomment>%1 is a player&apos;s name, %2 a hole letter</extracomment>
        <translation>Mulde %2 von %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 passes: %2</source>
        <translation>%1 passt: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+67"/>
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n Umlauf</numerusform>
            <numerusform>%n Umläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-56"/>
        <location line="+12"/>
        <source>captures %n</source>
        <translation>
            <numerusform>fängt %n</numerusform>
            <numerusform>fängt %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>takes the last four</source>
        <translation>bekommt die letzten vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four go to %1</source>
        <translation>die letzten vier gehen an %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays again</source>
        <translation>spielt noch einmal</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 %2: %3</source>
        <extracomment>%1 is a player&apos;s name, %2 the move&apos;s hole letter, %3 what happened (&quot;3 laps, captures 8&quot;)</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+78"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>captures a chain of %n from %1</source>
        <extracomment>the move list: a casa and the chain of fours behind it, &quot;captures a chain of 12 from E&quot;</extracomment>
        <translation>
            <numerusform>fängt eine Kette von %n ab %1</numerusform>
            <numerusform>fängt eine Kette von %n ab %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captures %n on %1</source>
        <extracomment>the move list: &quot;captures 4 on C&quot;; %1 the hole (or holes, &quot;C and E&quot;) captured</extracomment>
        <translation>
            <numerusform>fängt %n in %1</numerusform>
            <numerusform>fängt %n in %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>turn over</source>
        <extracomment>a move&apos;s preview: the opponent moves next</extracomment>
        <translation>gibt den Zug ab</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2, ends in %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 3 laps, ends in E&quot;; %1 the hole played, %2 the laps (&quot;3 laps&quot;), %3 the hole where its last seed falls</extracomment>
        <translation>%1: %2, endet in %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, ends in the empty hole %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 1 lap, ends in the empty hole E&quot;; %1 the hole played, %2 the laps (&quot;1 lap&quot;), %3 the hole, empty until then, where its last seed falls</extracomment>
        <translation>%1: %2, endet in der leeren Mulde %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <extracomment>a move&apos;s preview: where the move ends, then what it does (&quot;captures 8, plays again&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game ended because %1.</source>
        <translation>Das Spiel ist zu Ende, denn %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made that capture and took the last four.</source>
        <translation>%1 hat diesen Fang gemacht und die letzten vier bekommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last four went to %1.</source>
        <translation>Die letzten vier gingen an %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>Das Spiel dauerte %n Zug.</numerusform>
            <numerusform>Das Spiel dauerte %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played with the engine&apos;s help: the analysis was on.</source>
        <translation>Mit Hilfe der Engine gespielt: Die Analyse war eingeschaltet.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played with the engine&apos;s help: %n hint(s).</source>
        <translation>
            <numerusform>Mit Hilfe der Engine gespielt: %n Tipp.</numerusform>
            <numerusform>Mit Hilfe der Engine gespielt: %n Tipps.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such hole.</source>
        <translation>Diese Mulde gibt es nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is %1; %2 is to move.</source>
        <translation>Das ist %1; %2 ist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is closed.</source>
        <translation>%1 ist geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played: its sowing would never end.</source>
        <translation>%1 kann nicht gespielt werden: Das Säen würde nie enden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 can move and may not pass.</source>
        <translation>%1 kann ziehen und darf nicht passen.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/gui/learn/course.cpp" line="+35"/>
        <source>You play South, the near row: pick up the seeds of any one of your holes and sow them.</source>
        <extracomment>South and North are the two players: the learner is always South, on the near row</extracomment>
        <translation>Du spielst Süd, die vordere Reihe: Nimm die Samen aus einer deiner Mulden, egal welcher, und säe sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a hole of your row that holds seeds. Hole f sends its seeds on into North&apos;s row.</source>
        <extracomment>holes are named by letters, a to f in South&apos;s row and A to F in North&apos;s: keep the letters as they are</extracomment>
        <translation>Klicke auf eine Mulde deiner Reihe, in der Samen liegen. Die Samen aus Mulde f gehen weiter in die Reihe von Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seeds went one by one into the holes that follow, counter-clockwise. Past the right end of your row they go on into North&apos;s row, and from North&apos;s row back into yours.</source>
        <translation>Deine Samen sind einzeln in die folgenden Mulden gewandert, gegen den Uhrzeigersinn. Hinter dem rechten Ende deiner Reihe geht es in der Reihe von Nord weiter und von dort wieder zurück in deine.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: sow from a hole whose last seed falls into an empty hole.</source>
        <translation>Du spielst Süd: Säe aus einer Mulde, deren letzter Samen in eine leere Mulde fällt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count along from each of your holes, one seed a hole, and see where the last seed lands.</source>
        <translation>Zähle von jeder deiner Mulden aus ab, einen Samen pro Mulde, und sieh nach, wo der letzte landet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell into an empty hole, so your turn ended there. It does not matter whose row that hole is in.</source>
        <translation>Dein letzter Samen ist in eine leere Mulde gefallen, also war dein Zug dort zu Ende. Es ist egal, in wessen Reihe diese Mulde liegt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a move of at least two laps.</source>
        <extracomment>a lap: one sowing of a handful of seeds; a relay starts the next lap</extracomment>
        <translation>Du spielst Süd: Mach einen Zug mit mindestens zwei Umläufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a hole whose last seed would land on a seed, not in an empty hole.</source>
        <translation>Suche eine Mulde, deren letzter Samen auf einen anderen Samen fallen würde, nicht in eine leere Mulde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed landed in d, which already held a seed. You lifted both and sowed on, and the second lap ended in an empty hole.</source>
        <translation>Dein letzter Samen ist in d gelandet, wo schon ein Samen lag. Du hast beide genommen und weitergesät, und der zweite Umlauf endete in einer leeren Mulde.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: make a move of at least three laps.</source>
        <translation>Du spielst Süd: Mach einen Zug mit mindestens drei Umläufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow each lap to its end. A lap that runs into North&apos;s row can relay from there too.</source>
        <translation>Verfolge jeden Umlauf bis zu seinem Ende. Auch wenn ein Umlauf in der Reihe von Nord endet, kannst du von dort weitersäen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first lap ended on your f and relayed, the second on North&apos;s B and relayed again, and the third ended in an empty hole. Relays happen in either row.</source>
        <translation>Der erste Umlauf endete in deinem f und ging weiter, der zweite in B von Nord und ging noch einmal weiter, der dritte endete in einer leeren Mulde. Weitergesät wird in beiden Reihen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a casa, so that your last seed falls into a hole that then holds four seeds.</source>
        <translation>Du spielst Süd: Bilde eine casa, lass also deinen letzten Samen in eine Mulde fallen, in der danach vier Samen liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a hole with three seeds, and a hole before it whose last seed ends there.</source>
        <translation>Suche eine Mulde mit drei Samen und davor eine Mulde, deren letzter Samen genau dort ankommt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made four in c: a casa, and its four seeds are yours. A casa is always captured, never relayed.</source>
        <translation>Dein letzter Samen hat in c vier ergeben: eine casa, und ihre vier Samen gehören dir. Eine casa wird immer gefangen, nie weitergesät.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture four seeds; the only casa you can make is in North&apos;s row.</source>
        <translation>Du spielst Süd: Fange vier Samen; die einzige casa, die du bilden kannst, liegt in der Reihe von Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North&apos;s A holds three seeds. Which of your sowings, relays included, ends there?</source>
        <translation>In A von Nord liegen drei Samen. Bei welchem deiner Züge endet das Säen dort, Weitersäen mitgezählt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first lap ended on e and relayed, and the last seed made four in North&apos;s A. A casa is yours in whichever row you make it.</source>
        <translation>Dein erster Umlauf endete in e und ging weiter, und der letzte Samen ergab vier in A von Nord. Eine casa gehört dir, egal in welcher Reihe du sie bildest.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture in two turns in a row.</source>
        <translation>Du spielst Süd: Fange in zwei Zügen hintereinander.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are two threes you can reach: one in your row and one in North&apos;s.</source>
        <translation>Es gibt zwei Dreier (Mulden mit drei Samen), die du erreichen kannst: einen in deiner Reihe und einen in der von Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first capture gave you another turn, and you used it to capture again. After every capture you move again.</source>
        <translation>Dein erster Fang hat dir noch einen Zug gebracht, und damit hast du wieder gefangen. Nach jedem Fang bist du noch einmal am Zug.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture in three turns in a row.</source>
        <translation>Du spielst Süd: Fange in drei Zügen hintereinander.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your threes, and North&apos;s A, has a single seed just before it.</source>
        <translation>Direkt vor jedem deiner Dreier und vor A von Nord liegt ein einzelner Samen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three single seeds made three casas, and every capture gave you another turn. Twelve seeds in one go.</source>
        <translation>Drei einzelne Samen haben drei casas gebildet, und jeder Fang brachte dir einen weiteren Zug. Zwölf Samen auf einen Streich.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture a casa that has a four right behind it.</source>
        <translation>Du spielst Süd: Fange eine casa, direkt hinter der ein Vierer liegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seed sown into a three makes it four. Look at the two threes side by side in your row.</source>
        <translation>Ein Samen, der in einen Dreier fällt, macht einen Vierer daraus. Sieh dir die beiden Dreier nebeneinander in deiner Reihe an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing made four in d on its way and a casa in e. The casa was captured, and the chain took the four behind it too: eight seeds.</source>
        <translation>Beim Säen sind unterwegs in d vier entstanden und in e eine casa. Die casa wurde gefangen, und die Kette nahm auch den Vierer dahinter mit: acht Samen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: capture at least twelve seeds in one turn.</source>
        <translation>Du spielst Süd: Fange mindestens zwölf Samen in einem Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four threes stand side by side across the end of the rows: your e and f, North&apos;s A and B.</source>
        <translation>Vier Dreier liegen nebeneinander, über das Ende der Reihen hinweg: deine e und f, A und B von Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made a casa in North&apos;s B. The chain took A behind it, crossed the end of the rows and took your f: twelve seeds. A four that is not right behind the casa stays on the board.</source>
        <translation>Dein letzter Samen hat in B von Nord eine casa gebildet. Die Kette nahm A dahinter, ging über das Ende der Reihen hinweg und nahm dein f: zwölf Samen. Ein Vierer, der nicht direkt hinter der casa liegt, bleibt auf dem Brett.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: end your turns leaving North no seeds to sow, so that North must pass.</source>
        <translation>Du spielst Süd: Beende deine Züge so, dass Nord keine Samen zum Säen hat und passen muss.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North has seeds in one hole only. After a capture you move again: keep that move inside your row.</source>
        <translation>Nord hat nur noch in einer Mulde Samen. Nach einem Fang bist du noch einmal am Zug: Bleib mit diesem Zug in deiner Reihe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took North&apos;s last seeds and kept your own at home. North has nothing to sow, so North passes and you move again.</source>
        <translation>Du hast die letzten Samen von Nord genommen und deine eigenen in deiner Reihe behalten. Nord hat nichts zu säen, also passt Nord, und du bist wieder am Zug.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture four seeds by making a casa.</source>
        <translation>Du spielst Süd: Fange vier Samen, indem du eine casa bildest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole b cannot be played: its sowing would never end. But seeds can still be sown into it.</source>
        <translation>Mulde b kann nicht gespielt werden: Das Säen würde nie enden. Aber hineinsäen kannst du trotzdem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not lift b, but you could fill it: your single seed made it a casa. An endless hole cannot be played, yet seeds still land in it.</source>
        <translation>Du konntest b nicht nehmen, aber füllen: Dein einzelner Samen hat daraus eine casa gemacht. Eine Mulde mit endlosem Säen kann nicht gespielt werden, aber Samen landen trotzdem darin.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture so that four seeds are left, and take those last four too.</source>
        <translation>Du spielst Süd: Fange so, dass vier Samen übrig bleiben, und hol dir auch diese letzten vier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are eight seeds on the board, so one casa is enough.</source>
        <translation>Es liegen acht Samen auf dem Brett, also reicht eine casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your casa left four seeds on the board, so the game ended and those four came to you as well: 28 to 20.</source>
        <translation>Nach deiner casa lagen noch vier Samen auf dem Brett, also war das Spiel zu Ende, und auch diese vier gingen an dich: 28 zu 20.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You play South: win the game at once by bringing a board back for the third time.</source>
        <translation>Du spielst Süd: Gewinne das Spiel sofort, indem du eine Stellung zum dritten Mal herbeiführst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the moves played so far: one of your moves has already led twice to the same board.</source>
        <extracomment>the moves played before this step started, which brought the board back twice already</extracomment>
        <translation>Lies die bisher gespielten Züge: Einer deiner Züge hat schon zweimal zur selben Stellung geführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That board came up for the third time, so the game ended and each player took their own row: your 8 against North&apos;s 4, 14 to 10 in all.</source>
        <extracomment>the final scores: each player&apos;s captured seeds plus the seeds of their own row</extracomment>
        <translation>Diese Stellung kam zum dritten Mal vor, also war das Spiel zu Ende, und jeder bekam die Samen seiner Reihe: deine 8 gegen die 4 von Nord, insgesamt 14 zu 10.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South in Hoyito III: take the last four seeds.</source>
        <translation>Du spielst Süd in Hoyito III: Hol dir die letzten vier Samen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing that passes over a three leaves a four behind it, and in Hoyito III no chain takes that four.</source>
        <translation>Wer über einen Dreier hinwegsät, lässt dahinter einen Vierer zurück, und in Hoyito III nimmt keine Kette diesen Vierer mit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured the casa in North&apos;s A, and the four in your f stayed. They were the last four, so they came to you. In Hoyito II the chain would have taken them, leaving no last four.</source>
        <translation>Du hast die casa in A von Nord gefangen, und der Vierer in deinem f blieb liegen. Das waren die letzten vier, also gingen sie an dich. In Hoyito II hätte die Kette sie mitgenommen, und es hätte keine letzten vier gegeben.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You play South in a match round whose last four go to North: win the game.</source>
        <extracomment>the last four: the last four seeds on the board, which end the game</extracomment>
        <translation>Du spielst Süd in einer Matchrunde, in der die letzten vier an Nord gehen: Gewinne das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count: the seeds you have, the four a casa adds, and the four North gets whoever captures.</source>
        <translation>Rechne: die Samen, die du hast, die vier einer casa dazu und die vier, die Nord bekommt, egal wer fängt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet move from your hole a would have let North&apos;s F relay into your d and take all eight.</source>
        <translation>Du hast die vier behalten, die du gefangen hast, und Nord bekam die letzten vier: 26 zu 22, trotzdem dein Sieg. Ein ruhiger Zug aus deiner Mulde a hätte Nord von F aus bis in dein d weitersäen und alle acht nehmen lassen.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Hoyito comes in two variants. Every lesson so far was Hoyito II, which has one more rule, the chain: once a casa is captured, look at the hole just behind it, against the sowing. If it holds exactly four seeds, you capture them too, then the hole behind that one, and so on. The chain crosses the end of a row and stops at the first hole that does not hold four.</source>
        <extracomment>Hoyito II and Hoyito III are the names of the game&apos;s two variants: keep them</extracomment>
        <translation>Hoyito gibt es in zwei Varianten. Alle bisherigen Lektionen waren Hoyito II, das eine Regel mehr hat, die Kette: Nach dem Fang einer casa siehst du dir die Mulde direkt dahinter an, entgegen der Särichtung. Liegen dort genau vier Samen, fängst du auch sie, dann die aus der Mulde dahinter, und so weiter. Die Kette geht über das Ende einer Reihe hinweg und endet an der ersten Mulde, in der nicht vier liegen.</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+16"/>
        <source>You play South: make a move after which North cannot capture.</source>
        <translation>Du spielst Süd: Mach einen Zug, nach dem Nord nicht fangen kann.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>North&apos;s B and D hold three each. A single seed in the empty hole just before one of them is a casa for North.</source>
        <translation>In B und D von Nord liegen je drei Samen. Ein einzelner Samen in der leeren Mulde direkt vor einer davon ist eine casa für Nord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move kept your seeds out of North&apos;s row, so North has no seed that ends on a three.</source>
        <translation>Dein Zug hat keine Samen in die Reihe von Nord gebracht, also hat Nord keinen Samen, der auf einem Dreier endet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your b holds three. Can one of North&apos;s sowings end there?</source>
        <translation>In deinem b liegen drei. Kann Nord so säen, dass der letzte Samen dort landet?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s F would have sown into a and b and made a casa of your three. By lifting b you took those seeds out of reach.</source>
        <translation>Nord hätte von F aus in a und b gesät und aus deinem Dreier eine casa gemacht. Indem du b genommen hast, hast du diese Samen in Sicherheit gebracht.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: clear the board with captures and take the last four seeds.</source>
        <translation>Du spielst Süd: Räume das Brett mit Fängen ab und hol dir die letzten vier Samen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twelve seeds are on the board: two casas leave four. Find both.</source>
        <translation>Zwölf Samen liegen auf dem Brett: Nach zwei casas bleiben vier übrig. Finde beide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two captures in a row left four seeds, and they came to you: the board is clear and the game is yours, 32 to 16.</source>
        <translation>Zwei Fänge hintereinander ließen vier Samen übrig, und die gingen an dich: Das Brett ist leer, und das Spiel gehört dir, 32 zu 16.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sowing seeds</source>
        <translation>Säen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito is played on two rows of holes: yours is the near row, North&apos;s the far one. On your turn you pick up all the seeds of one of your holes and sow them, one seed into each hole that follows, counter-clockwise: to the right along your row, then along North&apos;s row and back round to yours. When the last seed falls into an empty hole, your turn ends.</source>
        <translation>Hoyito wird auf zwei Reihen von Mulden gespielt: Deine ist die vordere Reihe, die von Nord die hintere. Wenn du am Zug bist, nimmst du alle Samen aus einer deiner Mulden und säst sie, je einen in jede folgende Mulde, gegen den Uhrzeigersinn: in deiner Reihe nach rechts, dann durch die Reihe von Nord und wieder zurück in deine. Fällt der letzte Samen in eine leere Mulde, ist dein Zug zu Ende.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay laps</source>
        <translation>Weitersäen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If your last seed falls into a hole that already holds seeds, your turn goes on: you pick up all the seeds of that hole, the last seed too, and sow them from the next hole. Each such sowing is a lap. Laps go on until the last seed falls into an empty hole, or makes four, which the next lesson is about.</source>
        <translation>Fällt dein letzter Samen in eine Mulde, in der schon Samen liegen, geht dein Zug weiter: Du nimmst alle Samen dieser Mulde, auch den letzten, und säst sie ab der nächsten Mulde weiter. Jedes solche Säen ist ein Umlauf. Die Umläufe gehen weiter, bis der letzte Samen in eine leere Mulde fällt oder vier ergibt; davon handelt die nächste Lektion.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a casa</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;), a hole with exactly four seeds: keep it</extracomment>
        <translation>Eine casa bilden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A casa is a hole with exactly four seeds. When the last seed of a lap makes a casa, you capture its four seeds: they leave the board and count for you. It works in either row, yours or North&apos;s.</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;): keep it</extracomment>
        <translation>Eine casa ist eine Mulde mit genau vier Samen. Bildet der letzte Samen eines Umlaufs eine casa, fängst du ihre vier Samen: Sie verlassen das Brett und zählen für dich. Das gilt in beiden Reihen, in deiner und in der von Nord.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture and go again</source>
        <translation>Fangen und noch einmal ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a capture you move again at once: a whole new turn, with any of your holes. If that turn captures too, you go again, and so on. A run of captures can clear much of the board.</source>
        <translation>Nach einem Fang bist du sofort noch einmal am Zug: ein ganz neuer Zug, mit jeder beliebigen deiner Mulden. Fängst du dabei wieder, bist du erneut dran, und so weiter. Eine Serie von Fängen kann einen großen Teil des Bretts leeren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chain of fours</source>
        <translation>Die Kette von Vierern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player whose row has no seeds cannot move: they pass, and the other player moves again. If both pass, one after the other, the game ends and each takes the seeds left in their own row.</source>
        <translation>Wer keine Samen in seiner Reihe hat, kann nicht ziehen: Er passt, und der andere ist noch einmal am Zug. Passen beide nacheinander, ist das Spiel zu Ende, und jeder bekommt die Samen, die noch in seiner Reihe liegen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Endless sowings</source>
        <translation>Endloses Säen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now and then a sowing would relay for ever, bringing back the same board again and again. Such a hole cannot be played: the board shows it unplayable and says why. It happens in real games too, as early as six moves from the start. A player left with only such holes passes.</source>
        <translation>Hin und wieder würde das Weitersäen endlos weitergehen und immer wieder dieselbe Stellung bringen. Eine solche Mulde kann nicht gespielt werden: Das Brett zeigt sie als nicht spielbar und sagt, warum. Das kommt auch in echten Spielen vor, schon sechs Züge nach Spielbeginn. Wer nur noch solche Mulden hat, passt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last four</source>
        <translation>Die letzten vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a capture leaves exactly four seeds on the whole board, the game ends at once and those four go to the player who captured. When a capture leaves no seeds at all, the game ends too. Whoever has more seeds then wins.</source>
        <translation>Lässt ein Fang auf dem ganzen Brett genau vier Samen übrig, ist das Spiel sofort zu Ende, und diese vier bekommt der Spieler, der gefangen hat. Lässt ein Fang gar keine Samen übrig, ist das Spiel ebenfalls zu Ende. Wer dann mehr Samen hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games that go round</source>
        <translation>Spiele, die sich im Kreis drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game also ends when the same board, with the same player to move, comes up for the third time, and after 200 turns in a row without a capture. Then each player takes the seeds left in their own row. This step is on a small board of three holes a side, where a board comes back quickly.</source>
        <extracomment>&quot;a board&quot; is the seeds in every hole, with the same player to move</extracomment>
        <translation>Ein Spiel endet auch, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal vorkommt, und nach 200 Zügen hintereinander ohne Fang. Dann bekommt jeder die Samen, die noch in seiner Reihe liegen. Dieser Schritt wird auf einem kleinen Brett mit drei Mulden pro Seite gespielt, auf dem sich eine Stellung schnell wiederholt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hoyito III and matches</source>
        <translation>Hoyito III und Matches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III has no chain: only the casa itself is captured, and a four behind it stays on the board. It is the variant of matches of several rounds. The last four go to whoever captures, as in Hoyito II, except from round 3 on: then the winner of the round before gets them.</source>
        <translation>Hoyito III hat keine Kette: Nur die casa selbst wird gefangen, ein Vierer dahinter bleibt auf dem Brett. Es ist die Variante der Matches über mehrere Runden. Die letzten vier bekommt, wer fängt, wie in Hoyito II, außer ab Runde 3: Dann bekommt sie der Sieger der vorigen Runde.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First tactics</source>
        <translation>Erste Taktik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before you move, look at what North could do next: a three that a last seed of North&apos;s can reach is a casa for North. Do not leave a single seed just before a three, and move your own threes out of reach. When you can capture again and again, count the seeds: the last capture can take the last four too.</source>
        <extracomment>&quot;a three&quot;: a hole holding three seeds</extracomment>
        <translation>Bevor du ziehst, sieh dir an, was Nord danach tun könnte: Ein Dreier, den ein letzter Samen von Nord erreichen kann, ist eine casa für Nord. Lass keinen einzelnen Samen direkt vor einem Dreier liegen, und bring deine eigenen Dreier außer Reichweite. Wenn du immer wieder fangen kannst, zähl die Samen: Der letzte Fang kann auch die letzten vier holen.</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <location filename="../app/gui/learn/lessontext.cpp" line="+21"/>
        <source>Your last seed fell into an empty hole: the turn ended there.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Dein letzter Samen ist in eine leere Mulde gefallen: Dort war der Zug zu Ende.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.</source>
        <extracomment>a lesson&apos;s goal was missed: the move&apos;s laps (1 lap, 2 laps)</extracomment>
        <translation>
            <numerusform>Dieser Zug hatte nur %n Umlauf: Sein letzter Samen ist nicht in einer Mulde mit Samen gelandet.</numerusform>
            <numerusform>Dieser Zug hatte nur %n Umläufe: Sein letzter Samen ist nicht in einer Mulde mit Samen gelandet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move made a casa: its last seed did not fall into an empty hole.</source>
        <extracomment>a lesson&apos;s goal was missed: the goal was a move that ends without capturing</extracomment>
        <translation>Dieser Zug hat eine casa gebildet: Sein letzter Samen ist nicht in eine leere Mulde gefallen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You captured %n seed(s) in that turn: not enough for the goal.</source>
        <extracomment>a lesson&apos;s goal was missed: the seeds captured in one turn</extracomment>
        <translation>
            <numerusform>Du hast in diesem Zug %n Samen gefangen: Das reicht nicht für das Ziel.</numerusform>
            <numerusform>Du hast in diesem Zug %n Samen gefangen: Das reicht nicht für das Ziel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made a casa, but the hole behind it did not hold four seeds, so no chain followed.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Du hast eine casa gebildet, aber in der Mulde dahinter lagen nicht vier Samen, also folgte keine Kette.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Now the other side can capture %n seed(s) by playing %1.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 the opponent&apos;s move (&quot;D&quot;); %n the seeds it captures</extracomment>
        <translation>
            <numerusform>Jetzt kann der Gegner %n Samen fangen, wenn er %1 spielt.</numerusform>
            <numerusform>Jetzt kann der Gegner %n Samen fangen, wenn er %1 spielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other side can still move (%1), so it does not have to pass.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 a move the opponent still has (&quot;E&quot;)</extracomment>
        <translation>Der Gegner kann noch ziehen (%1), muss also nicht passen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last four seeds went to the other side.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Die letzten vier Samen gingen an den Gegner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended, and you did not win it.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Das Spiel ist zu Ende, und du hast es nicht gewonnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Goal reached in %n move(s) (par %1).</source>
        <extracomment>a lesson&apos;s goal reached: %n the learner&apos;s moves, %1 the par (the moves for three stars)</extracomment>
        <translation>
            <numerusform>Ziel in %n Zug erreicht (Par %1).</numerusform>
            <numerusform>Ziel in %n Zügen erreicht (Par %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n of 3 star(s)</source>
        <extracomment>for the screen reader: the stars of a lesson step</extracomment>
        <translation>
            <numerusform>%n von 3 Sternen</numerusform>
            <numerusform>%n von 3 Sternen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Par: %n move(s)</source>
        <extracomment>a lesson step&apos;s par: the moves for three stars</extracomment>
        <translation>
            <numerusform>Par: %n Zug</numerusform>
            <numerusform>Par: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 of %2</source>
        <extracomment>a lesson&apos;s progress: &quot;Step 2 of 3&quot;</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays %1&apos;s replies.</source>
        <extracomment>%1 the side the computer plays in a lesson (&quot;North&quot;)</extracomment>
        <translation>Der Computer antwortet als %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played before this step: %1</source>
        <extracomment>the moves of a lesson step&apos;s game before the learner&apos;s turn, in the board&apos;s letters: &quot;b, B, a, B&quot;</extracomment>
        <translation>Vor diesem Schritt gespielt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the moves played before this step: %1 (%2 of %3).</source>
        <extracomment>the board replays the moves played before a lesson step: %1 the move (&quot;B&quot;), %2 its number, %3 how many</extracomment>
        <translation>Sieh dir die Züge vor diesem Schritt an: %1 (%2 von %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was the game so far. Your move.</source>
        <extracomment>the board has replayed the moves before a lesson step; now the learner moves</extracomment>
        <translation>So weit die Partie bisher. Du bist am Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You captured %n seed(s), so you move again.</source>
        <extracomment>during a lesson step of several moves, after the learner&apos;s capture</extracomment>
        <translation>
            <numerusform>Du hast %n Samen gefangen, also bist du noch einmal dran.</numerusform>
            <numerusform>Du hast %n Samen gefangen, also bist du noch einmal dran.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no seeds to sow and passes, so you move again.</source>
        <extracomment>during a lesson step of several moves: %1 the other player (&quot;North&quot;)</extracomment>
        <translation>%1 hat keine Samen zum Säen und passt, also bist du noch einmal dran.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have finished the course. Try a game against the computer: Play a Game, or Game &gt; New Game at any time.</source>
        <translation>Du hast den Kurs abgeschlossen. Versuch doch ein Spiel gegen den Computer: Ein Spiel spielen, oder jederzeit Spiel &gt; Neues Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Learn Hoyito</source>
        <translation>Hoyito lernen</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <location filename="../app/gui/analysis/reviewtext.cpp" line="+35"/>
        <source>%1. %2 %3</source>
        <extracomment>a line of the move list after a review: the turn number, the sign (?!, ?, ??), what happened</extracomment>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No move: a pass.</source>
        <translation>Kein Zug möglich: Passen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The only move.</source>
        <translation>Der einzige Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+24"/>
        <source>The best move.</source>
        <translation>Der beste Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Ungenauigkeit: %n Samen weniger als %1, aber %2 gewinnt so oder so.</numerusform>
            <numerusform>Ungenauigkeit: %n Samen weniger als %1, aber %2 gewinnt so oder so.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistake: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Fehler: %n Samen weniger als %1, aber %2 gewinnt so oder so.</numerusform>
            <numerusform>Fehler: %n Samen weniger als %1, aber %2 gewinnt so oder so.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Turn %1: %2 played %3 — %4</source>
        <extracomment>%1 turn number, %2 player, %3 the move with its sign (&quot;A??&quot;), %4 the verdict</extracomment>
        <translation>Zug %1: %2 spielte %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2% accuracy · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>%1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)</extracomment>
        <translation>%1: %2&#xa0;% Genauigkeit · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.</source>
        <extracomment>a finished game&apos;s review: %1 the player who lost never had a move that avoided the loss, %2 the winner</extracomment>
        <translation>Laut Analyse hatte %1 in keinem Zug eine Möglichkeit, die Niederlage abzuwenden: %2 lag von Anfang an vorn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with best play.</source>
        <extracomment>a finished game&apos;s review: %1 the turn&apos;s number, %2 the player who lost, %3 their move then, %4 the winner</extracomment>
        <translation>Zug %1 hat die Partie entschieden: Bis %2 %3 spielte, konnte %2 noch gewinnen oder remis spielen; danach gewinnt %4 bei bestem Spiel.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start: %1 %2 – %3 %4</source>
        <extracomment>the review graph&apos;s tooltip at the start: the expected final score &quot;Ana 24 – Luis 24&quot;</extracomment>
        <translation>Anfang: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After turn %1: %2 %3 – %4 %5</source>
        <extracomment>the review graph&apos;s tooltip: the expected final score after a turn</extracomment>
        <translation>Nach Zug %1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation graph</source>
        <translation>Bewertungskurve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected final difference in seeds after each turn; the line leans toward the row of the player ahead, as far as the number at the edge. Click a turn to see it on the board.</source>
        <translation>Die nach jedem Zug erwartete Enddifferenz in Samen; die Kurve neigt sich zur Reihe des Spielers, der vorn liegt, bis zur Zahl am Rand. Klicke auf einen Zug, um ihn auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deep</source>
        <translation>Gründlich</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reviewing turn %1 of %2…</source>
        <extracomment>the review&apos;s progress bar: the turn being analysed, of all turns</extracomment>
        <translation>Auswertung: Zug %1 von %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revie&amp;w</source>
        <translation>A&amp;uswerten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revie&amp;w Again</source>
        <translation>Erneut a&amp;uswerten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Show Better &amp;Move</source>
        <translation>Besseren Zu&amp;g zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the engine&apos;s best move on the board from the position before this turn; the board stays there until you go back to the game</source>
        <translation>Spielt den besten Zug der Engine aus der Stellung vor diesem Zug auf dem Brett; das Brett bleibt dort, bis du zum Spiel zurückkehrst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the Ga&amp;me</source>
        <extracomment>the Show Better Move button while the better move is on the board; M as in Show Better &amp;Move</extracomment>
        <translation>Zurück zur Parti&amp;e</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Good move: less than a seed worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>Guter Zug: nicht einmal einen Samen weniger als %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Inaccuracy: %n seed(s) worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>
            <numerusform>Ungenauigkeit: %n Samen weniger als %1.</numerusform>
            <numerusform>Ungenauigkeit: %n Samen weniger als %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mistake: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Fehler: %n Samen weniger als %1.</numerusform>
            <numerusform>Fehler: %n Samen weniger als %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Blunder: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Patzer: %n Samen weniger als %1.</numerusform>
            <numerusform>Patzer: %n Samen weniger als %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Quick: every move of every turn searched for %1 positions, and again for %2 where the move played looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 and %4 positions, about four times as long.</source>
        <extracomment>%1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn whose move looks like a mistake; %3 and %4: the same at Deep</extracomment>
        <translation>Schnell: In jeder Stellung der Partie wird jeder mögliche Zug mit %1 Positionen berechnet und, wo der gespielte Zug nach einem Fehler aussieht, noch einmal mit %2, mit den Endspieltabellen, wo sie reichen: Sekunden für eine ganze Partie. Gründlich: %3 und %4 Positionen, etwa viermal so lange.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Mo&amp;de:</source>
        <extracomment>the label of the review&apos;s Quick / Deep choice</extracomment>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Review cancelled.</source>
        <translation>Auswertung abgebrochen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No moves to review yet.</source>
        <translation>Noch keine Züge zum Auswerten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a turn in the graph or the move list to see it.</source>
        <translation>Klicke auf einen Zug in der Kurve oder in der Zugliste, um ihn zu sehen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Better than %1: %2</source>
        <extracomment>the status line while the better move is shown: &quot;Better than A: D&quot;</extracomment>
        <translation>Besser als %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view Game</source>
        <translation>Spiel auswer&amp;ten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine analyses every turn of the game: a graph of the evaluation, each move marked, each player&apos;s accuracy</source>
        <translation>Die Engine analysiert jeden Zug des Spiels: eine Bewertungskurve, jeder Zug markiert, die Genauigkeit jedes Spielers</translation>
    </message>
</context>
<context>
    <name>StartNotice</name>
    <message>
        <location filename="../app/gui/config/startnotice.cpp" line="+17"/>
        <source>Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second player has the edge. Rules: %2</source>
        <extracomment>status line at the first start, when the newcomer is first to move: %1 the computer&apos;s level (&quot;Beginner&quot;), %2 the key of the rules (&quot;F1&quot;)</extracomment>
        <translation>Du bist am Zug: Klicke auf eine Mulde deiner vorderen Reihe. Der Computer (%1) hat angefangen; in Hoyito II ist der zweite Spieler im Vorteil. Regeln: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings reset to their defaults, as their values made no sense: %1.</source>
        <extracomment>status line at start: settings whose values made no sense, e.g. &quot;view/animationSpeed, newGame/holesPerRow&quot;</extracomment>
        <translation>Einstellungen mit unsinnigen Werten auf ihre Standardwerte zurückgesetzt: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is not a regular file: the settings of this run are not kept.</source>
        <extracomment>status line at start: the settings file is a folder, a named pipe, ...</extracomment>
        <translation>„%1“ ist keine reguläre Datei: Die Einstellungen dieser Sitzung werden nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <location filename="../app/gui/tables/tabletext.cpp" line="+18"/>
        <source>%1, last four to the capturer</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to the player who captured the fours before</extracomment>
        <translation>%1, die letzten vier an den, der den vorletzten Vierer fängt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, last four to a fixed side</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)</extracomment>
        <translation>%1, die letzten vier an eine vorab festgelegte Seite</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <extracomment>no endgame tables built for this rule set and board</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 seeds</source>
        <extracomment>endgame tables built for every position with at most this many seeds on the board</extracomment>
        <translation>bis %1 Samen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is missing</source>
        <translation>die Datei fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>sie ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is cut short or too long</source>
        <translation>die Datei ist abgeschnitten oder zu lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a table</source>
        <translation>die Datei ist keine Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is of another version</source>
        <translation>die Datei hat eine andere Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds another table</source>
        <translation>die Datei enthält eine andere Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its checksum does not match</source>
        <translation>ihre Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds impossible values</source>
        <translation>sie enthält unmögliche Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed after it was loaded</source>
        <translation>die Datei wurde nach dem Laden verändert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.</source>
        <extracomment>a damaged endgame table file: &quot;Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not match); it is rebuilt.&quot;</extracomment>
        <translation>%1 auf %2: Die Tabelle für %3 Samen wird nicht verwendet (%4); sie wird neu erstellt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <extracomment>a duration in seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <extracomment>a duration in minutes</extracomment>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>a duration in hours and minutes</extracomment>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Everything chosen is built.</source>
        <translation>Alles Gewählte ist erstellt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To build: %1 positions, about %2, %3 on disk, %4 of memory while building.</source>
        <extracomment>before a build: positions, time, disk space, memory</extracomment>
        <translation>Zu erstellen: %1 Stellungen, etwa %2, %3 auf der Festplatte, %4 Arbeitsspeicher beim Erstellen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While building, up to %1 more on disk, freed at the end.</source>
        <extracomment>after the estimate, when the largest levels keep their moves in a scratch file</extracomment>
        <translation>Zeitweise zusätzlich bis zu %1 auf der Festplatte, die am Ende wieder frei werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It needs %1 of memory; this computer has %2. Choose fewer seeds.</source>
        <extracomment>a build would need more memory than the computer has: &quot;It needs 17 GB of memory; this computer has 8 GB.&quot;</extracomment>
        <translation>Dafür sind %1 Arbeitsspeicher nötig; dieser Computer hat %2. Wähle weniger Samen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking the finished levels</source>
        <translation>fertige Ebenen werden geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finding the moves</source>
        <translation>Züge werden ermittelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solving</source>
        <translation>wird gelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing</source>
        <translation>wird geschrieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 seeds of %4, %5</source>
        <extracomment>a build&apos;s progress: &quot;Hoyito II on 2 × 6: 14 seeds of 20, solving&quot;</extracomment>
        <translation>%1 auf %2: %3 von %4 Samen, %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elapsed %1</source>
        <translation>Vergangen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed %1, about %2 left</source>
        <extracomment>a build&apos;s clock: &quot;Elapsed 0:42, about 1:10 left&quot;</extracomment>
        <translation>Vergangen: %1, noch etwa %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built in %1.</source>
        <translation>In %1 erstellt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.</source>
        <translation>Nach %1 abgebrochen. Die bis dahin fertigen Tabellen bleiben erhalten: „Fortsetzen“ macht dort weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The build failed: %1</source>
        <extracomment>%1 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>Das Erstellen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: the perfect-play tables could not be built (%3).</source>
        <extracomment>a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>%1 auf %2: Die Tabellen für perfektes Spiel konnten nicht erstellt werden (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).</source>
        <extracomment>a build of endgame tables in the background failed and is tried again later; %4 is the reason: &quot;Hoyito II on 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full).&quot;</extracomment>
        <translation>%1 auf %2: Die Tabellen für perfektes Spiel konnten nicht erstellt werden; das Spiel versucht es in %3 erneut (%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Building the endgame tables for perfect play, once, in the background: %1%</source>
        <extracomment>the status bar while endgame tables are built: &quot;Building the endgame tables for perfect play, once, in the background: 45%&quot;</extracomment>
        <translation>Endspieltabellen für perfektes Spiel werden einmalig im Hintergrund erstellt: %1 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With these tables the computer and the analysis play every small endgame perfectly. They are built once, %1 on disk, and only with what the processor has to spare: your game comes first.</source>
        <extracomment>the tooltip of &quot;Building the endgame tables …: 45%&quot; at the first start; %1 is a size: &quot;90 MB&quot;</extracomment>
        <translation>Mit diesen Tabellen spielen der Computer und die Analyse jedes kleine Endspiel perfekt. Sie werden einmal erstellt, %1 auf der Festplatte, und nur mit dem, was der Prozessor übrig hat: Dein Spiel geht vor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Later</source>
        <extracomment>a status bar button: build the perfect-play tables another time</extracomment>
        <translation>Später</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop building the perfect-play tables now: the game builds them at its next start, or Help &gt; Perfect Play builds them when you choose.</source>
        <translation>Das Erstellen der Tabellen für perfektes Spiel jetzt anhalten: Das Spiel erstellt sie beim nächsten Start, oder Hilfe &gt; Perfektes Spiel erstellt sie, wann du willst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The perfect-play tables will be built at the next start, or from Help &gt; Perfect Play.</source>
        <translation>Die Tabellen für perfektes Spiel werden beim nächsten Start erstellt, oder über Hilfe &gt; Perfektes Spiel.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect play: a draw, %1–%2</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: a draw, 24–24&quot;</extracomment>
        <translation>Perfektes Spiel: unentschieden, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perfect play: %1 wins %2–%3</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: North wins 30–18&quot; (the winner&apos;s seeds first)</extracomment>
        <translation>Perfektes Spiel: %1 gewinnt %2–%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Perfect play: %1 gets between %2 and %3 seeds</source>
        <extracomment>perfect play from here gives the player to move between so many seeds: &quot;Perfect play: North gets between 26 and 30 seeds&quot;</extracomment>
        <translation>Perfektes Spiel: %1 bekommt zwischen %2 und %3 Samen</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <location filename="../app/gui/learn/trainertext.cpp" line="+12"/>
        <source>Puzzles</source>
        <extracomment>the puzzle trainer&apos;s window title</extracomment>
        <translation>Rätsel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain of fours</source>
        <extracomment>a puzzle&apos;s theme: a capture takes a backward chain of fours</extracomment>
        <translation>Kette von Vierern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture run</source>
        <extracomment>a puzzle&apos;s theme: three or more captures in a row</extracomment>
        <translation>Fangserie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear the board</source>
        <extracomment>a puzzle&apos;s theme: a turn that ends the game</extracomment>
        <translation>Brett abräumen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <extracomment>a puzzle&apos;s theme: the only move that leaves the opponent no big capture</extracomment>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long relay</source>
        <extracomment>a puzzle&apos;s theme: a move that goes round the board four times or more</extracomment>
        <translation>Viele Umläufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <extracomment>a puzzle&apos;s theme: proven by the endgame tables</extracomment>
        <translation>Endspiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All themes</source>
        <extracomment>the theme filter of the puzzle trainer: no filter</extracomment>
        <translation>Alle Themen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, 2 × %2</source>
        <extracomment>a board of the puzzle trainer: %1 the variant (&quot;Hoyito II&quot;), %2 holes a row</extracomment>
        <translation>%1, 2 × %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to play: find the best move.</source>
        <extracomment>the puzzle&apos;s task: %1 the side to move (&quot;South&quot;)</extracomment>
        <translation>%1 am Zug: Finde den besten Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved.</source>
        <extracomment>the puzzle&apos;s task line once the puzzle is solved</extracomment>
        <translation>Gelöst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not solved: the best move was %1.</source>
        <extracomment>the puzzle&apos;s task line after a wrong move: %1 the move that was best (&quot;d&quot;)</extracomment>
        <translation>Nicht gelöst: Der beste Zug war %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution: %1 to move.</source>
        <extracomment>the puzzle&apos;s solution being played on the board: %1 the side to move (&quot;North&quot;)</extracomment>
        <translation>Die Lösung: %1 am Zug.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right! Watch the reply, then play on.</source>
        <extracomment>a right move in a puzzle that goes on with the opponent&apos;s reply</extracomment>
        <translation>Richtig! Sieh dir die Antwort an, dann spiel weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right! Play again.</source>
        <extracomment>a right move in a puzzle after which the solver moves again (a capture)</extracomment>
        <translation>Richtig! Du bist noch einmal am Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved!</source>
        <extracomment>the puzzle is solved</extracomment>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not the move.</source>
        <extracomment>a wrong move in a puzzle: %1 the move (&quot;a&quot;)</extracomment>
        <translation>%1 ist nicht der richtige Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It loses %n seed(s).</source>
        <extracomment>what a wrong move in a puzzle loses against the solution, in seeds</extracomment>
        <translation>
            <numerusform>Er verliert %n Samen.</numerusform>
            <numerusform>Er verliert %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The solution is shown on the board.</source>
        <extracomment>after a wrong move the puzzle&apos;s solution is played on the board</extracomment>
        <translation>Die Lösung wird auf dem Brett gezeigt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play from the ringed hole.</source>
        <extracomment>the hint in a puzzle that does not count for the rating</extracomment>
        <translation>Tipp: Spiel aus der eingekreisten Mulde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.</source>
        <extracomment>the hint in a puzzle that counts for the rating</extracomment>
        <translation>Tipp: Spiel aus der eingekreisten Mulde. Jetzt gelöst, hebt das Rätsel deine Wertung nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating %1?</source>
        <extracomment>the player&apos;s puzzle rating while it is provisional (few puzzles rated yet): %1 the rating</extracomment>
        <translation>Wertung %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating %1 ± %2</source>
        <extracomment>the player&apos;s puzzle rating: %1 the rating, %2 its deviation</extracomment>
        <translation>Wertung %1 ± %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles after some ten rated puzzles.</source>
        <extracomment>the tooltip of a provisional puzzle rating (&quot;Rating 1500?&quot;): %1 its deviation now</extracomment>
        <translation>Vorläufig: Deine Wertung ist noch unsicher (± %1), daher verändert jedes Rätsel sie stark. Nach etwa zehn gewerteten Rätseln pendelt sie sich ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(+%1)</source>
        <extracomment>how much a puzzle changed the rating: &quot;+12&quot;, &quot;−8&quot;</extracomment>
        <translation>(+%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(−%1)</source>
        <translation>(−%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle rated %1</source>
        <extracomment>the rating of the puzzle shown</extracomment>
        <translation>Rätsel mit Wertung %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This attempt is not rated.</source>
        <extracomment>a puzzle tried before, or in the streak: it no longer changes the rating</extracomment>
        <translation>Dieser Versuch wird nicht gewertet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Streak: %1 (best %2)</source>
        <extracomment>the streak: puzzles solved in a row, %1 now, %2 the best</extracomment>
        <translation>Serie: %1 (beste %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The streak ends with %n puzzle(s) solved.</source>
        <extracomment>the streak ended at a wrong move: %n puzzles solved in a row</extracomment>
        <translation>
            <numerusform>Die Serie endet mit %n gelösten Rätsel.</numerusform>
            <numerusform>Die Serie endet mit %n gelösten Rätseln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No puzzle of this board and theme.</source>
        <extracomment>no puzzle fits the board and theme chosen</extracomment>
        <translation>Kein Rätsel für dieses Brett und Thema.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every puzzle of the streak solved!</source>
        <extracomment>the streak solved every puzzle of the board and theme</extracomment>
        <translation>Alle Rätsel der Serie gelöst!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating history: no rated puzzle yet</source>
        <extracomment>the rating graph before any rated puzzle</extracomment>
        <translation>Wertungsverlauf: noch kein gewertetes Rätsel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating history: %1 to %2 over %n puzzle(s)</source>
        <extracomment>the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points</extracomment>
        <translation>
            <numerusform>Wertungsverlauf: %1 bis %2 über %n Rätsel</numerusform>
            <numerusform>Wertungsverlauf: %1 bis %2 über %n Rätsel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::AboutBox</name>
    <message>
        <location filename="../app/gui/window/aboutbox.cpp" line="+12"/>
        <source>About Hoyito</source>
        <translation>Über Hoyito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.&lt;/p&gt;&lt;p&gt;The rules follow the field research of Víktor Bautista i Roca (2005) in the Dominican Republic.&lt;/p&gt;&lt;p&gt;Hoyito is free software under the %2, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the link to the licence</extracomment>
        <translation>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;Die dominikanischen Mancala-Spiele Hoyito II und Hoyito III, dazu Hoyito I.&lt;/p&gt;&lt;p&gt;Die Regeln folgen der Feldforschung von Víktor Bautista i Roca (2005) in der Dominikanischen Republik.&lt;/p&gt;&lt;p&gt;Hoyito ist freie Software unter der %2, Version 3 oder jeder späteren Version (GPL-3.0-or-later). Es gibt keinerlei Gewährleistung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GNU General Public License</source>
        <translation>GNU General Public License</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Sow, relay and capture the fours!&lt;/p&gt;</source>
        <translation>&lt;p&gt;Säen, weitersäen und die Vierer fangen!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisController</name>
    <message>
        <location filename="../app/gui/analysis/analysiscontroller.cpp" line="+67"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine analyses the position on the board: every move&apos;s value, the expected score and the best line</source>
        <translation>Die Engine analysiert die Stellung auf dem Brett: den Wert jedes Zuges, das erwartete Ergebnis und die beste Zugfolge</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>Analysis is off.</source>
        <translation>Die Analyse ist ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Expected at the end: %1 %2 – %3 %4</source>
        <extracomment>the evaluation bar&apos;s tooltip: &quot;Expected at the end: South 30 – North 18&quot; (seeds, to a tenth while estimated)</extracomment>
        <translation>Am Ende erwartet: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Hole %1: the best move; %2 ends with %3 seeds (proven)</source>
        <extracomment>a badge&apos;s tooltip: &quot;Hole c: the best move; South ends with 30 seeds (proven)&quot;; %1 a hole letter of the player to move, %2 that player</extracomment>
        <translation>Mulde %1: der beste Zug; %2 hat am Ende %3 Samen (bewiesen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: the best move; %2 should end with about %3 seeds</source>
        <translation>Mulde %1: der beste Zug; %2 hat am Ende voraussichtlich %3 Samen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1: %2 ends with %3 seeds (proven)</source>
        <translation>Mulde %1: %2 hat am Ende %3 Samen (bewiesen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: %2 should end with about %3 seeds</source>
        <translation>Mulde %1: %2 hat am Ende voraussichtlich %3 Samen</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Hole %1 would capture %n seed(s) if it were %2&apos;s turn</source>
        <extracomment>a threat&apos;s tooltip: &quot;Hole B would capture 8 seeds if it were North&apos;s turn&quot;; %1 a hole letter of the opponent, %2 the opponent</extracomment>
        <translation>
            <numerusform>Mulde %1 würde %n Samen fangen, wenn %2 am Zug wäre</numerusform>
            <numerusform>Mulde %1 würde %n Samen fangen, wenn %2 am Zug wäre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>preview, not played</source>
        <extracomment>on the board&apos;s name plate of the player to move while the analysis&apos;s line is previewed</extracomment>
        <translation>Vorschau, nicht gespielt</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysis/analysispanel.cpp" line="+140"/>
        <source>Best line:</source>
        <translation>Beste Zugfolge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;threats</source>
        <translation>&amp;Drohungen zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks the opponent&apos;s holes that would capture if it were their turn, with the seeds they would take.</source>
        <translation>Markiert die Mulden des Gegners, die fangen würden, wenn er am Zug wäre, mit den Samen, die sie nehmen würden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On each hole: the seeds the player to move can expect in the end after playing it. It is an estimate, to a tenth of a seed; a proven one has a double rim.</source>
        <translation>An jeder Mulde: die Samen, die der Spieler am Zug am Ende erwarten kann, wenn er sie spielt. Das ist eine Schätzung auf ein Zehntel Samen genau; ein bewiesener Wert hat einen doppelten Rand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number on each hole the player to move can play: the seeds that player can expect to have at the end after that move, if both sides then play their best. The computer estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the end, or the endgame tables hold the position, the value is proven, in whole seeds, and the badge has a double rim.</source>
        <translation>Die Zahl an jeder Mulde, die der Spieler am Zug spielen kann: die Samen, die er nach diesem Zug am Ende erwarten kann, wenn danach beide Seiten ihr Bestes spielen. Der Computer schätzt sie, indem er einige Züge vorausschaut, auf ein Zehntel Samen genau; wo er bis zum Ende sieht oder die Endspieltabellen die Stellung enthalten, ist der Wert bewiesen, in ganzen Samen, und das Schild hat einen doppelten Rand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many turns ahead the computer has looked so far, and how fast it looks.</source>
        <translation>Wie viele Züge der Computer bisher vorausgeschaut hat, und wie schnell.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 – %2</source>
        <extracomment>the expected final score: &quot;South 30 – North 18&quot; (each side&apos;s part with its colour dot)</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw with best play (proven).</source>
        <translation>Unentschieden bei bestem Spiel (bewiesen).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Even.</source>
        <translation>Ausgeglichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by %2 with best play (proven).</source>
        <extracomment>%1 is a player&apos;s name, %2 a number of seeds</extracomment>
        <translation>%1 gewinnt bei bestem Spiel mit %2 Samen Vorsprung (bewiesen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ahead by %2.</source>
        <translation>%1 liegt %2 Samen vorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Depth %1 · %2 nodes/s</source>
        <translation>Tiefe %1 · %2 Knoten/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth %1 · finished</source>
        <translation>Tiefe %1 · fertig</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisView</name>
    <message>
        <location filename="../app/gui/analysis/analysisview.cpp" line="+52"/>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Autosave</name>
    <message>
        <location filename="../app/gui/files/autosave.cpp" line="+168"/>
        <source>cannot create the folder “%1”</source>
        <translation>der Ordner „%1“ kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; move it away to have this game saved</source>
        <extracomment>why the game is not saved automatically: the autosave of an earlier game is kept</extracomment>
        <translation>die automatische Sicherung deines letzten Spiels, „%1“, konnte nicht gelesen werden (%2) und bleibt unverändert erhalten; verschiebe sie, damit dieses Spiel gespeichert wird</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its file “%1” cannot be written: %2</source>
        <extracomment>why the game is not saved automatically: &quot;its file “…/autosave.hoyito” cannot be written: this is a folder&quot;</extracomment>
        <translation>seine Datei „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot replace the link “%1”</source>
        <translation>die Verknüpfung „%1“ kann nicht ersetzt werden</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Your last game could not be resumed: “%1”: %2. It was left as it is.</source>
        <extracomment>status line at start: something other than a file is where the autosave goes</extracomment>
        <translation>Dein letztes Spiel konnte nicht fortgesetzt werden: „%1“: %2. Es wurde nicht angetastet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your last game could not be resumed: its autosave “%1” cannot be read (%2). It is kept as it is.</source>
        <extracomment>status line at start: the autosave is there but cannot be read</extracomment>
        <translation>Dein letztes Spiel konnte nicht fortgesetzt werden: Seine automatische Sicherung „%1“ kann nicht gelesen werden (%2). Sie bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is damaged and could not be set aside</source>
        <translation>sie ist beschädigt und konnte nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It could not be set aside and is kept as it is.</source>
        <translation>Dein letztes Spiel konnte nicht fortgesetzt werden: Seine automatische Sicherung ist beschädigt (%1). Sie konnte nicht beiseitegelegt werden und bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.</source>
        <extracomment>status line at start: the autosaved game could not be read</extracomment>
        <translation>Dein letztes Spiel konnte nicht fortgesetzt werden: Seine automatische Sicherung ist beschädigt (%1). Sie wurde als „%2“ beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resumed your match: round %1 is over, round %2 is next</source>
        <extracomment>status line at start: a match resumed between rounds (the round summary is shown)</extracomment>
        <translation>Dein Match geht weiter: Runde %1 ist vorbei, als Nächstes kommt Runde %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Resumed your last game (%n turn(s) played) — %1</source>
        <extracomment>status line at start: &quot;Resumed your last game (12 turns played) — South to move&quot;</extracomment>
        <translation>
            <numerusform>Dein letztes Spiel geht weiter (%n Zug gespielt) — %1</numerusform>
            <numerusform>Dein letztes Spiel geht weiter (%n Züge gespielt) — %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” does not hold this game, so Save asks for a file name.</source>
        <extracomment>status line at start, after &quot;Resumed your last game&quot;: the file named in the settings is not the game&apos;s</extracomment>
        <translation>„%1“ enthält dieses Spiel nicht, daher fragt Speichern nach einem Dateinamen.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AutosaveWarning</name>
    <message>
        <location filename="../app/gui/files/autosavewarning.cpp" line="+60"/>
        <source>This game is not being saved automatically: %1</source>
        <extracomment>the warning above the board when the autosave fails; %1 says why</extracomment>
        <translation>Dieses Spiel wird nicht automatisch gespeichert: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Game…</source>
        <translation>Spiel speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &gt; Save (%1): keep the game in a file of your choice</source>
        <translation>Spiel &gt; Speichern (%1): das Spiel in einer Datei deiner Wahl ablegen</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardScene</name>
    <message>
        <location filename="../app/gui/board/boardscene.cpp" line="+398"/>
        <source>lap %1</source>
        <translation>Umlauf %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: play %1</source>
        <extracomment>on the name plate of the player to move: the hint, also ringed on the board</extracomment>
        <translation>Tipp: spiele %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thinking…</source>
        <extracomment>under the name of a computer player choosing its move, as in the side panel</extracomment>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: a draw</source>
        <extracomment>the board&apos;s banner at the end of a drawn match round: &quot;Round 3: a draw&quot;</extracomment>
        <translation>Runde %1: unentschieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 wins!</source>
        <extracomment>the board&apos;s banner at the end of a match round: &quot;Round 3: Ana wins!&quot;</extracomment>
        <translation>Runde %1: %2 gewinnt!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 – %3 %4</source>
        <extracomment>the final score, e.g. &quot;South 28 – North 20&quot;</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+444"/>
        <source>%1 hole %2, closed</source>
        <extracomment>a hole closed by the refill rule, for screen readers: &quot;North hole c, closed&quot;</extracomment>
        <translation>%1, Mulde %2, geschlossen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 hole %2, empty</source>
        <extracomment>an empty hole, for screen readers: &quot;South hole c, empty&quot;</extracomment>
        <translation>%1, Mulde %2, leer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 hole %2, %n seed(s)</source>
        <extracomment>a hole, for screen readers: &quot;South hole c, 5 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1, Mulde %2, %n Samen</numerusform>
            <numerusform>%1, Mulde %2, %n Samen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot be played: its sowing would never end</source>
        <translation>Nicht spielbar: Das Säen würde nie enden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playable. %1</source>
        <extracomment>a playable hole for screen readers while its move is previewed; %1 says what the move would do</extracomment>
        <translation>Spielbar. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playable</source>
        <translation>Spielbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not playable</source>
        <translation>Nicht spielbar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This hole cannot be played: its sowing would go round and round and never end.</source>
        <translation>Diese Mulde kann nicht gespielt werden: Das Säen würde immer weiter im Kreis laufen und nie enden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last four go to %1</source>
        <translation>Die letzten vier gehen an %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Closed for this round: %1 had too few seeds to fill it (traditional refill). It cannot be played, and sowing passes it by.</source>
        <extracomment>the tooltip of a hole closed by the traditional refill; %1 is its owner&apos;s name</extracomment>
        <translation>Für diese Runde geschlossen: %1 hatte zu wenige Samen, um sie zu füllen (traditionelles Auffüllen). Sie kann nicht gespielt werden, und beim Säen wird sie übersprungen.</translation>
    </message>
    <message>
        <location filename="../app/gui/board/boardanimation.cpp" line="+422"/>
        <source>%1 plays again</source>
        <translation>%1 spielt noch einmal</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardView</name>
    <message>
        <location filename="../app/gui/board/boardview.cpp" line="+219"/>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose one of your holes and Enter sows it, or type the hole&apos;s letter. Space or Escape ends a move&apos;s animation.</source>
        <translation>Links und Rechts wählen eine deiner Mulden, die Eingabetaste sät sie aus; oder tippe den Buchstaben der Mulde. Leertaste oder Escape beendet die Animation eines Zuges.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::CoachText</name>
    <message numerus="yes">
        <location filename="../app/record/coachtext.cpp" line="+53"/>
        <source>%n seed(s)</source>
        <extracomment>the seeds of several captures in one turn (Hoyito I&apos;s fours taken in passing), the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;12 seeds&quot;</extracomment>
        <translation>
            <numerusform>%n Samen</numerusform>
            <numerusform>%n Samen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a chain of %n seed(s) from %1</source>
        <extracomment>Hoyito II&apos;s casa and the fours behind it, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;a chain of 12 seeds from B&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>eine Kette von %n Samen ab %1</numerusform>
            <numerusform>eine Kette von %n Samen ab %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n seed(s) on %1</source>
        <extracomment>one casa, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;4 seeds on C&quot;; %1 is the letter of its hole</extracomment>
        <translation>
            <numerusform>%n Samen in %1</numerusform>
            <numerusform>%n Samen in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>then a chain of %n more from %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then a chain of 8 more from E&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>dann eine Kette von %n weiteren Samen ab %1</numerusform>
            <numerusform>dann eine Kette von %n weiteren ab %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>then %n more on %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then 8 more on E&quot;; %1 is a hole&apos;s letter</extracomment>
        <translation>
            <numerusform>dann %n weiteren Samen in %1</numerusform>
            <numerusform>dann %n weitere in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>then %n more</source>
        <extracomment>the next turns of a player who captured and plays again, all they capture: &quot;then 12 more&quot;</extracomment>
        <translation>
            <numerusform>dann %n weiteren Samen</numerusform>
            <numerusform>dann %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>captures %1</source>
        <extracomment>%1 what a turn captures: &quot;4 seeds on C&quot;, &quot;a chain of 12 seeds from B&quot;</extracomment>
        <translation>fängt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and plays again</source>
        <extracomment>%1 &quot;captures 4 seeds on C&quot;: the capture earns another turn</extracomment>
        <translation>%1 und spielt noch einmal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <extracomment>two parts of what a player does, in order: %1 &quot;captures 4 seeds on C and plays again&quot;, %2 &quot;then 8 more on E&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and takes the last four</source>
        <extracomment>%1 what a player captured; their capture left the last four, which they take too</extracomment>
        <translation>%1 und bekommt die letzten vier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and the last four go to %2</source>
        <extracomment>%1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker, Hoyito III&apos;s handicap)</extracomment>
        <translation>%1, und die letzten vier gehen an %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and the board is empty</source>
        <extracomment>%1 what a player captured: it took the last seeds on the board, and the game is over</extracomment>
        <translation>%1, und das Brett ist leer</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 leaves %2 no casa.</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent: after it, no move of theirs makes a casa</extracomment>
        <translation>%1 lässt %2 keine casa.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lets %2 take only %n seed(s).</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent, who takes fewer seeds after it</extracomment>
        <translation>
            <numerusform>Nach %1 bekommt %2 nur %n Samen.</numerusform>
            <numerusform>Nach %1 bekommt %2 nur %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After %1, %2 %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they do next: &quot;captures a chain of 12 seeds from B and plays again&quot;</extracomment>
        <translation>Nach %1: %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1, %2 threatens %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>Nach %1 droht %2, %3 zu fangen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 captures nothing.</source>
        <extracomment>%1 the move played, which captures nothing (the better move does)</extracomment>
        <translation>%1 fängt nichts.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures only %n seed(s).</source>
        <extracomment>%1 the move played, which captures less than the better move</extracomment>
        <translation>
            <numerusform>%1 fängt nur %n Samen.</numerusform>
            <numerusform>%1 fängt nur %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+49"/>
        <location line="+8"/>
        <source>%1 %2.</source>
        <extracomment>%1 a move&apos;s letter, %2 what it does: &quot;captures 4 seeds on C and plays again, then 8 more on E&quot;</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Instead of %1, %2</source>
        <extracomment>%1 the move played, %2 a sentence on the better move, told from the position before %1: &quot;Instead of a, d captures 4 seeds on C and plays again.&quot;</extracomment>
        <translation>Statt %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No capture in the next turns tells %1 from %2: the difference comes later.</source>
        <extracomment>%1 the best move, %2 the move played: their lines capture alike in the next turns</extracomment>
        <translation>In den nächsten Zügen unterscheidet kein Fang %1 von %2: Der Unterschied zeigt sich erst später.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves %1 no casa</source>
        <extracomment>%1 the opponent: after the hinted move, no move of theirs makes a casa</extracomment>
        <translation>lässt %1 keine casa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>threatens %1 and the last four</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;a chain of 8 seeds from B&quot;; that capture would leave the last four, which they would take too</extracomment>
        <translation>droht, %1 zu fangen und die letzten vier zu bekommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threatens %1</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>droht, %1 zu fangen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <extracomment>the two things a hinted move leaves: %1 &quot;leaves North no casa&quot;, %2 &quot;threatens 8 seeds on C&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It then %1.</source>
        <extracomment>the second sentence of a hint, after what the move captures; &quot;it&quot; is the hinted move, %1 what it leaves: &quot;leaves North no casa and threatens 8 seeds on C&quot;</extracomment>
        <translation>Er %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 lets %2 take no more than %n seed(s) at once.</source>
        <extracomment>%1 the hinted move&apos;s letter, %2 the opponent, who can take at most so many seeds in one turn after it</extracomment>
        <translation>
            <numerusform>Nach %1 bekommt %2 auf einmal höchstens %n Samen.</numerusform>
            <numerusform>Nach %1 bekommt %2 auf einmal höchstens %n Samen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::ComputerPlayer</name>
    <message>
        <location filename="../app/gui/game/computerplayer.cpp" line="+110"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2</source>
        <extracomment>a computer level with its number, in the New Game dialog: &quot;6 Master&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer (%1)</source>
        <extracomment>a computer player and its level: &quot;Computer (Expert)&quot;</extracomment>
        <translation>Computer (%1)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::EvalBar</name>
    <message>
        <location filename="../app/gui/board/evalbar.cpp" line="+24"/>
        <location line="+25"/>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
</context>
<context>
    <name>hoyito::app::FileActions</name>
    <message>
        <location filename="../app/gui/files/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game as Text</source>
        <translation>Spiel als Text &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameActions</name>
    <message>
        <location filename="../app/gui/game/gameactions.cpp" line="+46"/>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play Game</source>
        <translation>Spiel &amp;wiedergeben</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameFiles</name>
    <message>
        <location filename="../app/gui/files/gamefiles.cpp" line="+429"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="-292"/>
        <source>Hoyito</source>
        <translation>Hoyito</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <extracomment>window title: the variant and the board, e.g. &quot;Hoyito II, 2 × 6&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, round %2</source>
        <extracomment>window title of a match round: &quot;Hoyito III, 2 × 6, round 3&quot;</extracomment>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1[*] — %2</source>
        <extracomment>window title: the file name (with the unsaved marker), then the game</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+8"/>
        <location line="+27"/>
        <location line="+5"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>The game cannot be saved.</source>
        <translation>Das Spiel kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game as “%1”</source>
        <extracomment>status line after saving: the file name</extracomment>
        <translation>Spiel als „%1“ gespeichert</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+48"/>
        <source>Hoyito games (*.%1)</source>
        <translation>Hoyito-Spiele (*.%1)</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+48"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 vs %2 %3</source>
        <extracomment>suggested file name of a saved game: &quot;Ana vs Luis 2025-01-31&quot;</extracomment>
        <translation>%1 gegen %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+36"/>
        <source>Open Game</source>
        <extracomment>the message box when a file is not a game record: its name, then the problem</extracomment>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” could not be opened.</source>
        <translation>„%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the match in progress before opening “%1”?</source>
        <translation>Das laufende Match speichern, bevor „%1“ geöffnet wird?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before opening “%1”?</source>
        <translation>Das beendete Match speichern, bevor „%1“ geöffnet wird?</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: &quot;Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>„%1“ geöffnet: %n Zug, unentschieden (%2 %3 – %4 %5). Wiedergabe: Pos1 springt zum Anfang.</numerusform>
            <numerusform>„%1“ geöffnet: %n Züge, unentschieden (%2 %3 – %4 %5). Wiedergabe: Pos1 springt zum Anfang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: %2 the winner &quot;Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>„%1“ geöffnet: %n Zug, %2 hat gewonnen (%3 %4 – %5 %6). Wiedergabe: Pos1 springt zum Anfang.</numerusform>
            <numerusform>„%1“ geöffnet: %n Züge, %2 hat gewonnen (%3 %4 – %5 %6). Wiedergabe: Pos1 springt zum Anfang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>The match (%n round(s) so far) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Das Match (bisher %n Runde) steht in keiner Datei. Wenn du es verwirfst, ist es verloren.</numerusform>
            <numerusform>Das Match (bisher %n Runden) steht in keiner Datei. Wenn du es verwirfst, ist es verloren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>Das Match hat Züge, die in „%1“ fehlen. Wenn du sie verwirfst, sind sie verloren.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Save the game in progress before opening “%1”?</source>
        <translation>Das laufende Spiel speichern, bevor „%1“ geöffnet wird?</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>This game starts from a position that a saved game cannot hold.</source>
        <translation>Dieses Spiel beginnt mit einer Stellung, die sich in keiner Spieldatei speichern lässt.</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>Opened “%1”: %n turn(s) played, %2</source>
        <extracomment>status line: an unfinished game was opened and goes on</extracomment>
        <translation>
            <numerusform>„%1“ geöffnet: %n Zug gespielt, %2</numerusform>
            <numerusform>„%1“ geöffnet: %n Züge gespielt, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s game review was not loaded: %1</source>
        <translation>Die Auswertung des Spiels wurde nicht geladen: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the match in progress before starting a new game?</source>
        <translation>Das laufende Match speichern, bevor ein neues Spiel beginnt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before starting a new game?</source>
        <translation>Das beendete Match speichern, bevor ein neues Spiel beginnt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game in progress before starting a new one?</source>
        <translation>Das laufende Spiel speichern, bevor ein neues beginnt?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;%1 %2</source>
        <extracomment>a recent file in the menu: its number (the shortcut), then its name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No Recent Games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Copied the game to the clipboard as text</source>
        <translation>Spiel als Text in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unsaved Game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Das laufende Spiel (%n Zug) steht in keiner Datei. Wenn du es verwirfst, ist es verloren.</numerusform>
            <numerusform>Das laufende Spiel (%n Züge) steht in keiner Datei. Wenn du es verwirfst, ist es verloren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>Das laufende Spiel hat Züge, die in „%1“ fehlen. Wenn du sie verwirfst, sind sie verloren.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonOffer</name>
    <message>
        <location filename="../app/gui/learn/lessonoffer.cpp" line="+81"/>
        <source>New to Hoyito? Short lessons on the board teach the game in about 15 minutes.</source>
        <extracomment>the offer above the board for a player who has not started the lessons</extracomment>
        <translation>Neu bei Hoyito? Kurze Lektionen auf dem Brett bringen dir das Spiel in etwa 15 Minuten bei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not Now</source>
        <extracomment>a button of the lessons&apos; offer: do not ask again</extracomment>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonWindow</name>
    <message>
        <location filename="../app/gui/learn/lessonwindow.cpp" line="+302"/>
        <source>%1 %2 %3</source>
        <extracomment>a lesson step reached: %1 &quot;Goal reached in 2 moves (par 2).&quot;, %2 the stars, %3 what happened</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hint: %1</source>
        <extracomment>a lesson&apos;s hint shown: %1 the hint</extracomment>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1. %2  %3</source>
        <extracomment>an entry of the lesson list: %1 its number, %2 its title, %3 its stars (&quot;★★☆&quot;)</extracomment>
        <translation>%1. %2  %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2, %3</source>
        <translation>%1. %2, %3</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>%1 — %2</source>
        <extracomment>the title of a lesson step: %1 the lesson&apos;s title, %2 &quot;Step 1 of 3&quot;</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+113"/>
        <source>%1 %2</source>
        <extracomment>a lesson&apos;s goal, then who plays the other side: &quot;Win the game. The computer plays North&apos;s replies.&quot;
----------
a lesson&apos;s goal, then the moves played before the step: &quot;Win the game at once. Played before this step: b, B&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the lesson window</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows a hint for this step; a step passed with a hint earns one star less.</source>
        <translation>Zeigt einen Tipp für diesen Schritt; ein Schritt, der mit Tipp gelingt, bringt einen Stern weniger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the lesson window: play the step again from its start</extracomment>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the lesson window: the next step or lesson</extracomment>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Watch Them Again</source>
        <extracomment>a button of the lesson window: the moves played before the step, again on the board</extracomment>
        <translation>Noch einmal &amp;zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play a Game…</source>
        <extracomment>a button of the lesson window at the end of the course: close the lessons and set up a game</extracomment>
        <translation>Ein Spiel &amp;spielen…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainMenus</name>
    <message>
        <location filename="../app/gui/window/mainmenus.cpp" line="+63"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pu&amp;zzles…</source>
        <extracomment>Game menu: the puzzle trainer</extracomment>
        <translation>&amp;Rätsel…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Side &amp;Panel</source>
        <translation>&amp;Seitenleiste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Hoyito…</source>
        <extracomment>Help menu: the interactive lessons</extracomment>
        <translation>Hoyito &amp;lernen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Hoyito</source>
        <translation>Ü&amp;ber Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+68"/>
        <location line="+437"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-434"/>
        <source>Hoyito</source>
        <translation>Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchOptionsBox</name>
    <message>
        <location filename="../app/gui/match/matchoptionsbox.cpp" line="+22"/>
        <source>Game or match</source>
        <translation>Einzelspiel oder Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ngle game</source>
        <translation>&amp;Einzelspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match of several rounds</source>
        <translation>&amp;Match über mehrere Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;First to</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-four &amp;handicap</source>
        <translation>&amp;Handicap der letzten vier</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of rounds</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Traditional refill</source>
        <translation>Traditionelles Auf&amp;füllen</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source> win(s)</source>
        <extracomment>after the &quot;First to&quot; spin box, whose number it follows: &quot;First to [3] wins&quot;</extracomment>
        <translation>
            <numerusform> Sieg</numerusform>
            <numerusform> Siege</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins needed</source>
        <translation>Nötige Siege</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of the last round</source>
        <translation>Der Verlierer der vorigen Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts rounds 2 and later. After a drawn round the player who did not start the previous round starts.</source>
        <translation>Wer die Runden ab der zweiten beginnt. Nach einer unentschiedenen Runde beginnt, wer beim letzten Mal nicht begonnen hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hoyito III: in rounds 1 and 2 the last four go to the player who captured the penultimate four; from round 3 on, to the winner of the previous round.</source>
        <translation>Hoyito III: In den Runden 1 und 2 gehen die letzten vier an den Spieler, der den vorletzten Vierer gefangen hat; ab Runde 3 an den Sieger der vorigen Runde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After each round each player refills their own row from their left, four seeds a hole, with the seeds they won. Holes they cannot fill stay closed for the round; the seeds left over count for them in the next round. A player who cannot fill a single hole loses the match.</source>
        <translation>Nach jeder Runde füllt jeder Spieler mit den gewonnenen Samen seine eigene Reihe von links her wieder auf, vier Samen pro Mulde. Mulden, die er nicht füllen kann, bleiben für die Runde geschlossen; übrige Samen zählen in der nächsten Runde für ihn. Wer keine einzige Mulde füllen kann, verliert das Match.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds start with:</source>
        <translation>Ab Runde 2 beginnt:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>From round 3 the last four go to the winner of the previous round.</source>
        <translation>Ab Runde 3 gehen die letzten vier an den Sieger der vorigen Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap is Hoyito III&apos;s: in this game the last four always go to the player who captured the penultimate four.</source>
        <translation>Das Handicap gibt es nur in Hoyito III: In diesem Spiel gehen die letzten vier immer an den Spieler, der den vorletzten Vierer gefangen hat.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchResultDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="+129"/>
        <source>&amp;New Match</source>
        <translation>&amp;Neues Match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match Over</source>
        <translation>Match vorbei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play another match with the same players and choices</source>
        <extracomment>the New Match button: a new match with the same players and choices</extracomment>
        <translation>Noch ein Match mit denselben Spielern und Einstellungen spielen</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchText</name>
    <message>
        <location filename="../app/gui/match/matchtext.cpp" line="+26"/>
        <location line="+13"/>
        <source>winner of round %1</source>
        <extracomment>why the last four go to a player: &quot;(to North,) winner of round 2&quot;
----------
scoreboard: why a player took the last four</extracomment>
        <translation>Sieger von Runde %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>who captured the penultimate four (round %1 was drawn)</source>
        <translation>hat den vorletzten Vierer gefangen; Runde %1 war unentschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who captured the penultimate four</source>
        <translation>hat den vorletzten Vierer gefangen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>capturer, round %1 drawn</source>
        <extracomment>scoreboard: the capturer took the last four, the previous round being drawn</extracomment>
        <translation>vorletzter Vierer, Runde %1 unentschieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capturer</source>
        <extracomment>scoreboard: the player who captured the penultimate four took the last four</extracomment>
        <translation>vorletzter Vierer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: the last four go to %2, %3</source>
        <extracomment>the status line when the last four are awarded in a match: &quot;Round 3: the last four go to North, winner of round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Runde %1: Die letzten vier gehen an %2 (%3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: %2 won round %3</source>
        <extracomment>the banner&apos;s second line: &quot;Round 3: North won round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Runde %1: %2 hat Runde %3 gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four (round %3 was drawn)</source>
        <translation>Runde %1: %2 hat den vorletzten Vierer gefangen (Runde %3 war unentschieden)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four</source>
        <translation>Runde %1: %2 hat den vorletzten Vierer gefangen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1: %2 starts; the last four go to %3, winner of round %4.</source>
        <translation>Runde %1: %2 beginnt; die letzten vier gehen an %3, den Sieger von Runde %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the penultimate four.</source>
        <translation>Runde %1: %2 beginnt; Runde %3 endete unentschieden, also bekommt die letzten vier, wer den vorletzten Vierer fängt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: %2 starts; the last four go to whoever captures the penultimate four.</source>
        <translation>Runde %1: %2 beginnt; die letzten vier bekommt, wer den vorletzten Vierer fängt.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 fills all %2 holes and keeps %n seed(s).</source>
        <extracomment>the refill before a round: &quot;Ana fills all 6 holes and keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 füllt alle %2 Mulden und behält %n Samen.</numerusform>
            <numerusform>%1 füllt alle %2 Mulden und behält %n Samen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 fills only %n hole(s); the others stay closed.</source>
        <extracomment>the refill before a round, when a player cannot fill every hole: &quot;Ana fills only 5 holes; the others stay closed. Ana keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 füllt nur %n Mulde; die anderen bleiben geschlossen.</numerusform>
            <numerusform>%1 füllt nur %n Mulden; die anderen bleiben geschlossen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 keeps %n seed(s).</source>
        <translation>
            <numerusform>%1 behält %n Samen.</numerusform>
            <numerusform>%1 behält %n Samen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 is drawn, %2–%3.</source>
        <extracomment>&quot;Round 2 is drawn, 24–24.&quot;</extracomment>
        <translation>Runde %1 endet unentschieden, %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: %2 wins %3–%4.</source>
        <extracomment>&quot;Round 3: Luis wins 28–20.&quot;</extracomment>
        <translation>Runde %1: %2 gewinnt %3–%4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last four went to %1, %2.</source>
        <translation>Die letzten vier gingen an %1 (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round ended because %1.</source>
        <translation>Die Runde ist zu Ende, denn %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The next round starts in %n second(s).</source>
        <extracomment>between rounds of a match between computers</extracomment>
        <translation>
            <numerusform>Die nächste Runde beginnt in %n Sekunde.</numerusform>
            <numerusform>Die nächste Runde beginnt in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computers are paused: the next round waits.</source>
        <translation>Die Computer sind angehalten: Die nächste Runde wartet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 – %3 %4</source>
        <extracomment>the match score: &quot;Ana 2 – Luis 1½&quot;</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>%1 wins the match!</source>
        <translation>%1 gewinnt das Match!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A drawn match</source>
        <translation>Match unentschieden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 could not fill a single hole and loses the match (traditional refill).</source>
        <translation>%1 konnte keine einzige Mulde füllen und verliert das Match (traditionelles Auffüllen).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one round was played.</source>
        <extracomment>the end of a match of several rounds: &quot;All 5 rounds were played.&quot;</extracomment>
        <translation>Die einzige Runde ist gespielt.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>All %n round(s) were played.</source>
        <translation>
            <numerusform>%n Runde wurde gespielt.</numerusform>
            <numerusform>Alle %n Runden wurden gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 won %n round(s).</source>
        <extracomment>the end of a match to a number of won rounds: &quot;Ana won 3 rounds.&quot;</extracomment>
        <translation>
            <numerusform>%1 hat %n Runde gewonnen.</numerusform>
            <numerusform>%1 hat %n Runden gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rounds were level, and so were the seeds: %1 each.</source>
        <translation>Die Runden standen gleich, die Samen auch: je %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds were level; the seeds decide: %1 %2, %3 %4.</source>
        <translation>Die Runden standen gleich; die Samen entscheiden: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchView</name>
    <message>
        <location filename="../app/gui/match/matchview.cpp" line="+26"/>
        <location line="+32"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 %2</source>
        <extracomment>the status line after a round of a match: the round&apos;s summary, then &quot;Match: Ana 1 – Luis 0&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match: %1</source>
        <translation>Match: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MoveListModel</name>
    <message>
        <location filename="../app/gui/analysis/movelistmodel.cpp" line="+133"/>
        <source>%1. %2</source>
        <extracomment>a line of the move list: the turn number, then what happened</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::NewGameDialog</name>
    <message>
        <location filename="../app/gui/setup/newgamedialog.cpp" line="+44"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Custom: 2 ×</source>
        <translation>Andere: 2 ×</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play from Here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Holes per row</source>
        <translation>Mulden pro Reihe</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s level</source>
        <extracomment>the computer&apos;s level, for screen readers: &quot;South&apos;s level&quot;</extracomment>
        <translation>Stufe von %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>South (near row):</source>
        <translation>Süd (vordere Reihe):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (far row):</source>
        <translation>Nord (hintere Reihe):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played by</source>
        <extracomment>the Human / Computer choice, for screen readers: &quot;South played by&quot;</extracomment>
        <translation>%1 gespielt von</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayerCard</name>
    <message>
        <location filename="../app/gui/window/gamepanel.cpp" line="+139"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayersMenu</name>
    <message>
        <location filename="../app/gui/game/playersmenu.cpp" line="+122"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;South</source>
        <translation>&amp;Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;North</source>
        <translation>&amp;Nord</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Human</source>
        <translation>&amp;Mensch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: &amp;%1 %2</source>
        <extracomment>a menu item: the computer at a level, &quot;Computer: 3 Medium&quot;</extracomment>
        <translation>Computer: &amp;%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause Computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tep: Next Computer Move</source>
        <translation>Sc&amp;hritt: nächster Computerzug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is thinking…</source>
        <extracomment>the thinking indicator: &quot;North is thinking…&quot;</extracomment>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: Step (%1) plays %2&apos;s move</source>
        <extracomment>paused before a computer&apos;s move: &quot;Paused: Step (S) plays North&apos;s move&quot;</extracomment>
        <translation>Pausiert: Schritt (%1) spielt den Zug von %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer paused</source>
        <translation>Computer pausiert</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: play %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move: &quot;Hint: play c&quot;</extracomment>
        <translation>Tipp: spiele %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move, with its reason, which names the move first: &quot;Hint: c captures 4 seeds on D and plays again.&quot;</extracomment>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PositionText</name>
    <message>
        <location filename="../app/record/positiontext.cpp" line="+12"/>
        <source>a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields</source>
        <translation>eine Stellung wird VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER] geschrieben, in 6 oder 7 Feldern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant (field 1) must be I, II or III</source>
        <translation>die Variante (Feld 1) muss I, II oder III sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the holes per row (field 2) must be a number from %1 to %2</source>
        <translation>die Mulden pro Reihe (Feld 2) müssen eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the player to move (field 3) must be S or N</source>
        <translation>der Spieler am Zug (Feld 3) muss S oder N sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field 4 must hold one seed count for each hole of both rows</source>
        <translation>Feld 4 muss für jede Mulde beider Reihen eine Samenzahl enthalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a closed hole</source>
        <extracomment>%1 the place of the bad seed count in field 4&apos;s list: 1 for the first</extracomment>
        <translation>Feld 4, Eintrag %1: Die Samenzahl muss eine Zahl von 0 bis zu den 8N Samen des Spiels sein, oder x für eine geschlossene Mulde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s score (field %2) must be a number from 0 to the 8N seeds of the game</source>
        <translation>die Punktzahl von %1 (Feld %2) muss eine Zahl von 0 bis zu den 8N Samen des Spiels sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board and the scores hold more than the 8N seeds of the game</source>
        <translation>Brett und Punktzahlen enthalten mehr als die 8N Samen des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last-four taker (field 7) must be capturer, S or N</source>
        <translation>wer die letzten vier bekommt (Feld 7), muss capturer, S oder N sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over in this position</source>
        <translation>in dieser Stellung ist das Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a row has %1 to %2 holes, not %3</source>
        <translation>eine Reihe hat %1 bis %2 Mulden, nicht %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board and the scores hold %1 seeds, more than the %2 of a game on this board</source>
        <translation>Brett und Punktzahlen enthalten %1 Samen, mehr als die %2 eines Spiels auf diesem Brett</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hole %1 is closed and cannot hold seeds</source>
        <translation>Mulde %1 ist geschlossen und kann keine Samen enthalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there are no seeds on the board, so the game is over</source>
        <translation>auf dem Brett liegen keine Samen, also ist das Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every seed but the last four is captured, so the capture that left them ended the game</source>
        <translation>alle Samen außer den letzten vier sind gefangen, also hat der Fang, der sie übrig ließ, das Spiel beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no seeds, and a game cannot begin with a pass</source>
        <translation>%1 ist am Zug, hat aber keine Samen, und ein Spiel kann nicht mit Passen beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass</source>
        <translation>jede Mulde, die %1 spielen könnte, beginnt ein Säen, das nie endet, und ein Spiel kann nicht mit Passen beginnen</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PuzzleFile</name>
    <message>
        <location filename="../app/record/puzzlefile.cpp" line="+63"/>
        <source>not JSON: %1 at character %2</source>
        <translation>kein JSON: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;id&quot; must be a text that is not empty</source>
        <translation>&quot;id&quot; muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;position&quot; must be a position text</source>
        <translation>&quot;position&quot; muss ein Stellungstext sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;position&quot;: %1</source>
        <translation>&quot;position&quot;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;solution&quot; must be a list of moves that is not empty</source>
        <translation>&quot;solution&quot; muss eine nicht leere Liste von Zügen sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;solution&quot;: move %1 is not a text</source>
        <translation>&quot;solution&quot;: Zug %1 ist kein Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;solution&quot;: move %1 comes after the end of the game</source>
        <translation>&quot;solution&quot;: Zug %1 kommt nach dem Ende des Spiels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;solution&quot;: move %1 &apos;%2&apos; cannot be played at %3</source>
        <translation>&quot;solution&quot;: Zug %1 &apos;%2&apos; kann bei %3 nicht gespielt werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;themes&quot; must be a list of theme names</source>
        <translation>&quot;themes&quot; muss eine Liste von Themennamen sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;themes&quot;: &apos;%1&apos; is not a theme</source>
        <translation>&quot;themes&quot;: &apos;%1&apos; ist kein Thema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;rating&quot; must be a whole number from 0 to 10000</source>
        <translation>&quot;rating&quot; muss eine ganze Zahl von 0 bis 10000 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;proven&quot; must be true or false</source>
        <translation>&quot;proven&quot; muss true oder false sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;depth&quot; must be a whole number from 1 to 100</source>
        <translation>&quot;depth&quot; muss eine ganze Zahl von 1 bis 100 sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; muss eine ganze Zahl sein</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordFileText</name>
    <message>
        <location filename="../app/record/recordload.cpp" line="+40"/>
        <source>the file is larger than %1 MiB, too large for a game record</source>
        <translation>die Datei ist größer als %1 MiB, zu groß für eine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+611"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+602"/>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <location line="-601"/>
        <location line="+615"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="-614"/>
        <location line="+252"/>
        <location line="+185"/>
        <location line="+30"/>
        <location line="+156"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="-620"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: round %2 is not finished, yet a later round follows it</source>
        <translation>%1: Runde %2 ist nicht beendet, und doch folgt ihr eine weitere Runde</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is not UTF-8 text: byte %1 (0x%2) is invalid</source>
        <translation>die Datei ist kein UTF-8-Text: Byte %1 (0x%2) ist ungültig</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON file: %1 at byte %2 (line %3, column %4)</source>
        <translation>keine JSON-Datei: %1 bei Byte %2 (Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Hoyito game record: the file holds a JSON list, not an object</source>
        <translation>keine Hoyito-Spielaufzeichnung: Die Datei enthält eine JSON-Liste, kein Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a Hoyito game record: it has no &quot;format&quot; field</source>
        <translation>keine Hoyito-Spielaufzeichnung: Das Feld &quot;format&quot; fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Hoyito game record: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>keine Hoyito-Spielaufzeichnung: &quot;format&quot; ist %1, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>variant: unknown variant &quot;%1&quot; (known: I, II, III)</source>
        <translation>variant: unbekannte Variante &quot;%1&quot; (bekannt: I, II, III)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>date: &quot;%1&quot; is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)</source>
        <translation>date: &quot;%1&quot; ist kein Datum mit Uhrzeit nach ISO 8601 (wie 2025-01-31T14:05:00+01:00)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: a record with a start position is version %2, but this one says version %3</source>
        <translation>%1: Eine Aufzeichnung mit Startstellung hat Version %2, diese aber Version %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a match starts from the opening, so only a single game has a start position</source>
        <translation>%1: Ein Match beginnt mit der Grundstellung, daher hat nur ein einzelnes Spiel eine Startstellung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; cannot start a game: %3</source>
        <translation>%1: &quot;%2&quot; kann kein Spiel beginnen: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is of %1, but &quot;variant&quot; says %2</source>
        <translation>die Stellung gehört zu %1, aber &quot;variant&quot; sagt %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 holes a row, but &quot;holesPerRow&quot; says %2</source>
        <translation>die Stellung hat %1 Mulden pro Reihe, aber &quot;holesPerRow&quot; sagt %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position gives the last four to %1, but &quot;lastFourTaker&quot; says %2</source>
        <translation>laut Stellung gehen die letzten vier an %1, aber &quot;lastFourTaker&quot; sagt %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 to move, but &quot;start&quot; says %2</source>
        <translation>in der Stellung ist %1 am Zug, aber &quot;start&quot; sagt %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: expected two scores [South, North], found %2</source>
        <translation>%1: erwartet wurden zwei Punktzahlen [Süd, Nord], gefunden: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the file says %2, but its moves give %3</source>
        <translation>%1: laut Datei „%2“, aber ihre Züge ergeben „%3“</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round %1, the record&apos;s own game, comes after the end of the match: after round %2, %3</source>
        <translation>Runde %1, das eigene Spiel der Aufzeichnung, liegt nach dem Ende des Matches (nach Runde %2: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: round %2 comes after the end of the match: after round %3, %4</source>
        <translation>%1: Runde %2 liegt nach dem Ende des Matches (nach Runde %3: %4)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the starters alternate</source>
        <translation>es wird abwechselnd begonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 was drawn, so the player who did not start it starts</source>
        <translation>Runde %1 endete unentschieden, also beginnt, wer sie nicht begonnen hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the loser of round %1 starts</source>
        <translation>der Verlierer von Runde %1 beginnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file says %2 starts round %3, but the match rules give %4 (%5)</source>
        <translation>%1: laut Datei beginnt %2 die Runde %3, nach den Matchregeln aber %4 (%5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the capturer of the penultimate four</source>
        <translation>den Spieler, der den vorletzten Vierer gefangen hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the file gives the last four of round %2 to %3, but the match rules give them %4</source>
        <translation>%1: laut Datei gehen die letzten vier der Runde %2 an %3, nach den Matchregeln aber %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>round %1, move %2 (%3): %4</source>
        <translation>Runde %1, Zug %2 (%3): %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 (%2): %3</source>
        <translation>Zug %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: the review has no turns</source>
        <translation>%1: Die Auswertung enthält keinen Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the review goes on after the last turn of the game, turn %2</source>
        <translation>%1: Die Auswertung geht über den letzten Zug des Spiels, Zug %2, hinaus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the review stops at turn %2, but the game goes on to turn %3; only a review of every turn is kept</source>
        <translation>%1: Die Auswertung endet bei Zug %2, das Spiel geht aber bis Zug %3; nur eine Auswertung aller Züge wird behalten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the review is of another game: turn %2 of this game is %3, not %4</source>
        <translation>%1: Die Auswertung gehört zu einem anderen Spiel: Zug %2 dieses Spiels ist %3, nicht %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+74"/>
        <source>%1: %2 cannot be played at turn %3: %4</source>
        <translation>%1: %2 kann bei Zug %3 nicht gespielt werden: %4</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: %2 is above the best value, %3</source>
        <translation>%1: %2 liegt über dem besten Wert, %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the best move is the move played, %2, yet its value %3 is not the best value %4</source>
        <translation>%1: Der beste Zug ist der gespielte, %2, aber sein Wert %3 ist nicht der beste Wert %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the move played, %2, has the best value, so it is the best move, not %3</source>
        <translation>%1: Der gespielte Zug, %2, hat den besten Wert, also ist er der beste Zug, nicht %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the best move is the move played, so its line must be the move played&apos;s line</source>
        <translation>%1: Der beste Zug ist der gespielte, also muss seine Zugfolge die des gespielten Zuges sein</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a line has 1 to %2 moves, not %3</source>
        <translation>%1: Eine Zugfolge hat 1 bis %2 Züge, nicht %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the line starts with %2, not with its move %3</source>
        <translation>%1: Die Zugfolge beginnt mit %2, nicht mit ihrem Zug %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>das Feld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: erwartet wurde %2, gefunden wurde %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, found %2</source>
        <translation>%1: erwartet wurde eine ganze Zahl, gefunden wurde %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is out of range, expected a number from %3 to %4</source>
        <translation>%1: %2 liegt außerhalb des Bereichs, erwartet wurde eine Zahl von %3 bis %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; ist keiner der Werte %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+33"/>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfads ist kein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the path has too many symbolic links (a link that leads back to itself?)</source>
        <translation>der Pfad enthält zu viele symbolische Verknüpfungen (eine Verknüpfung, die auf sich selbst zurückführt?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied (to read the file, or to open a folder on its path)</source>
        <translation>Zugriff verweigert (beim Lesen der Datei oder beim Öffnen eines Ordners auf ihrem Pfad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is too long</source>
        <translation>der Dateiname ist zu lang</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a named pipe (FIFO), not a game record</source>
        <translation>das ist eine benannte Pipe (FIFO), keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a socket, not a game record</source>
        <translation>das ist ein Socket, keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a device, not a game record</source>
        <translation>das ist ein Gerät, keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file, not a game record</source>
        <translation>das ist keine reguläre Datei und keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+68"/>
        <location filename="../app/record/recordload.cpp" line="+43"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location filename="../app/record/recordload.cpp" line="-561"/>
        <source>version %1 records are not supported; this Hoyito reads versions %2 to %3</source>
        <translation>Aufzeichnungen der Version %1 werden nicht unterstützt; dieses Hoyito liest die Versionen %2 bis %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+6"/>
        <location line="+9"/>
        <source>this is a folder, not a game record</source>
        <translation>das ist ein Ordner, keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>no file name was given</source>
        <translation>es wurde kein Dateiname angegeben</translation>
    </message>
    <message>
        <location filename="../app/record/recordsave.cpp" line="+41"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>%1: not saved, the game record is invalid: %2</source>
        <translation>%1: nicht gespeichert, die Spielaufzeichnung ist ungültig: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: die Datei kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordText</name>
    <message>
        <location filename="../app/record/gamerecord.cpp" line="+247"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: %1</source>
        <translation>Beginn: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refill: South carries %1, North carries %2; closed holes: %3</source>
        <translation>Auffüllen: Übertrag Süd %1, Nord %2; geschlossene Mulden: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2 took them</source>
        <translation>%1; %2 hat sie bekommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last four: %1</source>
        <translation>Letzte vier: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not finished, captured %1</source>
        <translation>nicht beendet, bisher gefangen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South wins %1 (%2)</source>
        <translation>Süd gewinnt %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North wins %1 (%2)</source>
        <translation>Nord gewinnt %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw %1 (%2)</source>
        <translation>unentschieden %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer, level %2)</source>
        <translation>%1 (Computer, Stufe %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>the game is already over</source>
        <translation>das Spiel ist bereits zu Ende</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;%1&quot; is not a move (a hole letter, or - for a pass)</source>
        <translation>&quot;%1&quot; ist kein Zug (ein Muldenbuchstabe oder - zum Passen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no hole %1 on a row of %2</source>
        <translation>in einer Reihe mit %2 Mulden gibt es keine Mulde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hole %1 is %2&apos;s, and %3 is to move</source>
        <translation>Mulde %1 gehört %2, und %3 ist am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no hole %1</source>
        <translation>es gibt keine Mulde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is not %2&apos;s</source>
        <translation>Mulde %1 gehört nicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is closed</source>
        <translation>Mulde %1 ist geschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is empty</source>
        <translation>Mulde %1 ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 starts a sowing that never ends</source>
        <translation>Mulde %1 beginnt ein Säen, das nie endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a legal move and cannot pass</source>
        <translation>%1 hat einen gültigen Zug und darf nicht passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>ungültiger Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>a name is at most %n characters long</source>
        <translation>
            <numerusform>ein Name hat höchstens %n Zeichen</numerusform>
            <numerusform>ein Name hat höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>this one has %n</source>
        <translation>
            <numerusform>dieser hat %n</numerusform>
            <numerusform>dieser hat %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold control characters such as line breaks (%1)</source>
        <translation>ein Name darf keine Steuerzeichen wie Zeilenumbrüche enthalten (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot hold characters that change the writing direction (%1)</source>
        <translation>ein Name darf keine Zeichen enthalten, die die Schreibrichtung ändern (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold invisible characters (%1)</source>
        <translation>ein Name darf keine unsichtbaren Zeichen enthalten (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a name cannot stack more than %n marks on one character</source>
        <translation>
            <numerusform>ein Name darf auf einem Zeichen höchstens %n diakritisches Zeichen stapeln</numerusform>
            <numerusform>ein Name darf auf einem Zeichen höchstens %n diakritische Zeichen stapeln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name must be valid text (this one has a broken surrogate pair)</source>
        <translation>ein Name muss gültiger Text sein (dieser enthält ein defektes Surrogatpaar)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>first to %n win(s)</source>
        <translation>
            <numerusform>wer zuerst %n Runde gewinnt</numerusform>
            <numerusform>wer zuerst %n Runden gewinnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>all %n round(s) were played</source>
        <translation>
            <numerusform>%n Runde wurde gespielt</numerusform>
            <numerusform>alle %n Runden wurden gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won %n round(s)</source>
        <translation>
            <numerusform>%1 hat %n Runde gewonnen</numerusform>
            <numerusform>%1 hat %n Runden gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>nach %n Runde</numerusform>
            <numerusform>nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location line="-48"/>
        <source>starters alternate</source>
        <translation>abwechselnder Beginn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the loser starts</source>
        <translation>der Verlierer beginnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last-four handicap</source>
        <translation>Handicap der letzten vier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no last-four handicap</source>
        <translation>kein Handicap der letzten vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traditional refill</source>
        <translation>traditionelles Auffüllen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to %1, winner of round %2</source>
        <translation>an %1, den Sieger von Runde %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to the capturer of the penultimate four, round %1 being drawn</source>
        <translation>an den Spieler, der den vorletzten Vierer gefangen hat, da Runde %1 unentschieden endete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the capturer of the penultimate four</source>
        <translation>an den Spieler, der den vorletzten Vierer gefangen hat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the one round was played</source>
        <translation>die einzige Runde ist gespielt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not fill a single hole</source>
        <translation>%1 konnte keine einzige Mulde füllen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South %1, North %2 %3; seeds %4-%5</source>
        <translation>Süd %1, Nord %2 %3; Samen %4-%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in progress, in round %1</source>
        <translation>läuft, in Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a drawn match, %1 and equal seeds (%2)</source>
        <translation>Match unentschieden, %1 und gleich viele Samen (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2 (%3)</source>
        <translation>%1 gewinnt das Match, %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match on seeds, %2 with %3-%4 seeds (%5)</source>
        <translation>%1 gewinnt das Match nach Samen, %2 bei %3-%4 Samen (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match %2 (%3)</source>
        <translation>%1 gewinnt das Match %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ReplayBar</name>
    <message>
        <location filename="../app/gui/game/replaybar.cpp" line="+110"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 (%2)</source>
        <extracomment>tooltip of a replay button: what it does, then its key</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First Position</source>
        <translation>Erste Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back One Turn</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Forward One Turn</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Position</source>
        <translation>Letzte Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Turn %1 of %2</source>
        <extracomment>replay bar: the turn shown (or being shown), of all turns</extracomment>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+190"/>
        <source>Play On From Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Play the game on, live, from the position shown</source>
        <translation>Das Spiel ab der gezeigten Stellung live weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Wiedergabe schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game at its last position</source>
        <translation>Zurück zum Spiel, zu seiner letzten Stellung</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>Start (%n turn(s))</source>
        <extracomment>replay bar at the first position</extracomment>
        <translation>
            <numerusform>Anfang (%n Zug)</numerusform>
            <numerusform>Anfang (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay: the start of the game — %1</source>
        <extracomment>status line in replay mode at the first position</extracomment>
        <translation>Wiedergabe: der Anfang des Spiels — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay, turn %1 of %2: %3</source>
        <extracomment>status line in replay mode: the turn shown and what it did</extracomment>
        <translation>Wiedergabe, Zug %1 von %2: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Play on from the start and drop all %n turn(s) of the game?</source>
        <extracomment>asked before &quot;Play On From Here&quot; drops the rest of the game</extracomment>
        <translation>
            <numerusform>Vom Anfang an weiterspielen und das ganze Spiel (%n Zug) verwerfen?</numerusform>
            <numerusform>Vom Anfang an weiterspielen und das ganze Spiel (%n Züge) verwerfen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play on after turn %1 and drop the %n turn(s) after it?</source>
        <translation>
            <numerusform>Nach Zug %1 weiterspielen und den %n Zug danach verwerfen?</numerusform>
            <numerusform>Nach Zug %1 weiterspielen und die %n Züge danach verwerfen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redo brings them back until you play a different move. A file the game was opened from keeps them until you save over it.</source>
        <translation>„Zug wiederholen“ holt sie zurück, bis du einen anderen Zug spielst. Eine Datei, aus der das Spiel geöffnet wurde, behält sie, bis du sie überschreibst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play On</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ResultDialog</name>
    <message>
        <location filename="../app/gui/window/resultdialog.cpp" line="+18"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game Over</source>
        <translation>Spiel vorbei</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundReplayDialog</name>
    <message>
        <location filename="../app/gui/match/roundreplaydialog.cpp" line="+214"/>
        <source>Round %1 — Replay</source>
        <extracomment>the title of a replayed round&apos;s window: &quot;Round 2 — Replay&quot;</extracomment>
        <translation>Runde %1 — Wiedergabe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review &amp;Round</source>
        <extracomment>the button of a replayed round&apos;s window that reviews every turn of the round</extracomment>
        <translation>Runde aus&amp;werten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <extracomment>the button that closes a replayed round&apos;s window (no accelerator: Alt+C is the review&apos;s Cancel)</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundSummaryDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="-47"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1</source>
        <extracomment>the round summary&apos;s title: &quot;Round 2&quot;</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match: %1</source>
        <extracomment>the match score in the round summary: &quot;Match: Ana 1 – Luis 1&quot;</extracomment>
        <translation>Match: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next Round &amp;Now</source>
        <extracomment>the round summary&apos;s button while the next round counts down to its start</extracomment>
        <translation>Nächste Runde &amp;jetzt</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesText</name>
    <message>
        <location filename="../app/record/rulestext.cpp" line="+7"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hoyito I</source>
        <translation>Hoyito I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito II</source>
        <translation>Hoyito II</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III</source>
        <translation>Hoyito III</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four</source>
        <translation>die letzten vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board emptied</source>
        <translation>das Brett wurde leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a position seen three times</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 turns without a capture</source>
        <translation>200 Züge ohne Fang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move</source>
        <translation>keiner konnte mehr ziehen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a capture left only the last four seeds on the board</source>
        <translation>nach einem Fang lagen nur noch die letzten vier Samen auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last seeds on the board were captured</source>
        <translation>die letzten Samen auf dem Brett wurden gefangen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position came up a third time; each player takes the seeds in their row</source>
        <translation>dieselbe Stellung kam zum dritten Mal vor; jeder bekommt die Samen in seiner Reihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>200 turns went by without a capture; each player takes the seeds in their row</source>
        <translation>200 Züge vergingen ohne Fang; jeder bekommt die Samen in seiner Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move; each player takes the seeds in their row</source>
        <translation>keiner konnte mehr ziehen; jeder bekommt die Samen in seiner Reihe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You win by %n seed(s)!</source>
        <extracomment>the result for a person who played the computer; %n: their final seeds minus the computer&apos;s</extracomment>
        <translation>
            <numerusform>Du gewinnst mit %n Samen Vorsprung!</numerusform>
            <numerusform>Du gewinnst mit %n Samen Vorsprung!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You lose by %n seed(s)</source>
        <extracomment>the result for a person who played the computer; %n: the computer&apos;s final seeds minus theirs</extracomment>
        <translation>
            <numerusform>Du verlierst mit %n Samen Rückstand</numerusform>
            <numerusform>Du verlierst mit %n Samen Rückstand</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 kann nicht ziehen und passt</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesWindow</name>
    <message>
        <location filename="../app/gui/window/ruleswindow.cpp" line="+99"/>
        <source>Rules of Hoyito</source>
        <translation>Hoyito-Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of:</source>
        <translation>&amp;Regeln für:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules text is missing from this build.</source>
        <translation>Der Regeltext fehlt in dieser Version des Programms.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Scoreboard</name>
    <message>
        <location filename="../app/gui/match/scoreboard.cpp" line="+48"/>
        <location line="+97"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+112"/>
        <source>&amp;Replay Round</source>
        <translation>Runde &amp;wiedergeben</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Replay the selected round in a window of its own</source>
        <translation>Die gewählte Runde in einem eigenen Fenster wiedergeben</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>&amp;Next Round (%n s)</source>
        <translation>
            <numerusform>&amp;Nächste Runde (%n s)</numerusform>
            <numerusform>&amp;Nächste Runde (%n s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds %1–%2</source>
        <extracomment>the scoreboard&apos;s heading of the seeds of each round, South&apos;s first: %1 and %2 the first letters of &quot;South&quot; and &quot;North&quot; (&quot;Seeds S–N&quot;)</extracomment>
        <translation>Samen %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last four</source>
        <translation>Letzte vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds each player ended the round with: South – North</source>
        <translation>Die Samen, mit denen jeder Spieler die Runde beendet hat: Süd – Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who took the last four seeds, and why</source>
        <translation>Wer die letzten vier Samen bekam, und warum</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match</source>
        <translation>Kein Match</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 of %2 is over</source>
        <extracomment>scoreboard title between rounds: &quot;Round 2 of 5 is over&quot;</extracomment>
        <translation>Runde %1 von %2 ist vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <extracomment>scoreboard title: &quot;Round 3 of 5&quot;</extracomment>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds won; a drawn round counts ½ to each player</source>
        <translation>Gewonnene Runden; eine unentschiedene Runde zählt für jeden Spieler ½</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1–%2</source>
        <extracomment>the seeds of a round, South&apos;s first: &quot;28–20&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <extracomment>scoreboard: who took the last four, and why: &quot;North, winner of round 2&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <extracomment>scoreboard: nobody took the last four (the round ended otherwise)</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>playing…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>→ %1, %2</source>
        <extracomment>scoreboard, the round being played: the last four will go to this player</extracomment>
        <translation>→ %1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Widen the panel to see every column.</source>
        <extracomment>under the scoreboard when the panel is too narrow for some of its columns (who started, the seeds)</extracomment>
        <translation>Für alle Spalten die Seitenleiste verbreitern.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::SetupDialog</name>
    <message>
        <location filename="../app/gui/setup/setupdialog.cpp" line="+181"/>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close.</source>
        <translation>Klicke auf eine Mulde für einen Samen mehr; Rechtsklick oder Umschalt+Klick für einen weniger; oder drehe das Mausrad über einer Mulde; ziehe von einer Mulde zu einer anderen, um ihre Samen zu verschieben; Strg+Klick oder Mittelklick schließt eine Mulde oder öffnet sie wieder. Tasten: die Pfeiltasten, + und -, x zum Schließen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board: 2 ×</source>
        <translation>&amp;Brett: 2 ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last four:</source>
        <translation>Letzte &amp;vier:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To &amp;move:</source>
        <translation>Am &amp;Zug:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1&apos;s score:</source>
        <extracomment>the label of South&apos;s score, &quot;South&apos;s score:&quot;</extracomment>
        <translation>Punktzahl von %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position:</source>
        <translation>S&amp;tellung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</source>
        <translation>Die Stellung als Text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pas&amp;te</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty Board</source>
        <translation>&amp;Leeres Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Ab hier s&amp;pielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game between two people from this position, with the engine&apos;s analysis on</source>
        <translation>Ein Spiel zwischen zwei Menschen ab dieser Stellung, mit eingeschalteter Analyse der Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the capturer</source>
        <translation>wer den vorletzten Vierer fängt</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Ready to play: %1 to move, %n seed(s) on the board.</source>
        <extracomment>the editor&apos;s status line when the position can be played: &quot;South to move, 36 seeds on the board&quot;</extracomment>
        <translation>
            <numerusform>Bereit zum Spielen: %1 ist am Zug, %n Samen auf dem Brett.</numerusform>
            <numerusform>Bereit zum Spielen: %1 ist am Zug, %n Samen auf dem Brett.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position cannot be played: %1.</source>
        <extracomment>the editor&apos;s status line: %1 says what is wrong with the position</extracomment>
        <translation>Diese Stellung kann nicht gespielt werden: %1.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::StatusLine</name>
    <message>
        <location filename="../app/gui/game/statusline.cpp" line="+26"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 — %2</source>
        <extracomment>status line: the last move, then who is to move</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Game over: %1 %2 – %3 %4. %5</source>
        <translation>Spiel vorbei: %1 %2 – %3 %4. %5</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TableStatus</name>
    <message>
        <location filename="../app/gui/tables/tablestatus.cpp" line="+81"/>
        <source>&amp;Perfect Play…</source>
        <translation>&amp;Perfektes Spiel…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From the endgame tables (Help &gt; Perfect Play): the seeds each player ends the game with when both play perfectly from the position shown</source>
        <translation>Aus den Endspieltabellen (Hilfe &gt; Perfektes Spiel): die Samen, mit denen jeder Spieler das Spiel beendet, wenn beide ab der gezeigten Stellung perfekt spielen</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TablesDialog</name>
    <message>
        <location filename="../app/gui/tables/tablesdialog.cpp" line="+219"/>
        <source>Perfect Play</source>
        <translation>Perfektes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status bar says what perfect play gives.</source>
        <extracomment>%1 and %2: the computer&apos;s strongest level, &quot;6&quot; and &quot;Master&quot;</extracomment>
        <translation>Endspieltabellen enthalten das Ergebnis jeder Stellung mit wenigen Samen auf dem Brett, bis zum Ende durchgerechnet. Mit ihnen spielen der Computer auf Stufe %1 (%2) und der Tipp solche Endspiele perfekt, und die Statusleiste zeigt, was perfektes Spiel ergibt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Seeds on %1, up to:</source>
        <extracomment>the label of the spin box of the seeds to build the tables up to, on one board: &quot;Seeds on 2 × 6, up to: [16]&quot;</extracomment>
        <translation>Samen auf %1, bis zu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>the 2 × 12 spin box at 0: no tables for that board</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cancel Build</source>
        <translation>Erstellen &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Folder: %1</source>
        <extracomment>where the endgame tables are kept</extracomment>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Build</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This window may be closed: the build goes on, and the status bar shows it.</source>
        <extracomment>shown while a build runs</extracomment>
        <translation>Dieses Fenster kann geschlossen werden: Das Erstellen läuft weiter, und die Statusleiste zeigt es an.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TrainerWindow</name>
    <message>
        <location filename="../app/gui/learn/trainerwindow.cpp" line="+685"/>
        <source>&amp;Board:</source>
        <extracomment>the puzzle trainer&apos;s choice of board</extracomment>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <extracomment>the puzzle trainer&apos;s choice of theme</extracomment>
        <translation>T&amp;hema:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <extracomment>the puzzle trainer&apos;s choice of mode: rated puzzles or a streak</extracomment>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rated</source>
        <extracomment>a mode of the puzzle trainer: each puzzle&apos;s first attempt changes the rating</extracomment>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak</source>
        <extracomment>a mode of the puzzle trainer: harder and harder puzzles until the first mistake</extracomment>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the puzzle trainer: ring the hole to play from</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the puzzle trainer: the puzzle again from its start</extracomment>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse</source>
        <extracomment>a button of the puzzle trainer: open the puzzle&apos;s position in the main window&apos;s analysis</extracomment>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the puzzle trainer: the next puzzle</extracomment>
        <translation>&amp;Weiter</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TurnSkip</name>
    <message>
        <location filename="../app/gui/game/turnskip.cpp" line="+65"/>
        <source>S&amp;kip to My Turn</source>
        <extracomment>Players menu, and a button on the status bar while the computer plays turn after turn</extracomment>
        <translation>Zu meinem &amp;Zug springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the computer&apos;s turns at once, up to your turn</source>
        <extracomment>tooltip of Skip to My Turn</extracomment>
        <translation>Zeigt die Züge des Computers sofort, bis du am Zug bist</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ViewChoices</name>
    <message>
        <location filename="../app/gui/config/viewchoices.cpp" line="+173"/>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>S&amp;ofort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Samen&amp;zahl anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Move Preview</source>
        <extracomment>View menu: before a move is played, the board shows where the hole under the pointer would end and capture</extracomment>
        <translation>Zug&amp;vorschau anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <extracomment>View menu: the submenu that turns the game&apos;s sounds on or off and sets their volume</extracomment>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View &gt; Sound: on, the game plays sounds as the seeds move (a check box)</extracomment>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quiet</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Leise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medium</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Mittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loud</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>L&amp;aut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Board</source>
        <extracomment>View menu: how the board looks</extracomment>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Wood</source>
        <extracomment>View &gt; Board: a board of carved wood</extracomment>
        <translation>&amp;Holz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Earth</source>
        <extracomment>View &gt; Board: holes dug in the earth</extracomment>
        <translation>&amp;Erde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chalk</source>
        <extracomment>View &gt; Board: holes drawn in chalk on concrete</extracomment>
        <translation>&amp;Kreide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High Contrast</source>
        <extracomment>View &gt; Board: a board for low vision, near black with bright outlines</extracomment>
        <translation>H&amp;oher Kontrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default (%1)</source>
        <extracomment>the Language menu&apos;s first choice; %1 is the system&apos;s language in its own name, e.g. &quot;Español&quot;</extracomment>
        <translation>&amp;Systemvorgabe (%1)</translation>
    </message>
</context>
</TS>
