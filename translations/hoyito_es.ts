<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/gui/game/gametext.cpp" line="+56"/>
        <source>Make a four with your last seed to capture it, and every four right behind it. A capture earns another turn.</source>
        <translation>Forma una casa (cuatro semillas) con tu última semilla para capturarla, junto con cada casa que tenga justo detrás. Quien captura vuelve a jugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a four with your last seed to capture it; only that hole is taken. A capture earns another turn.</source>
        <translation>Forma una casa con tu última semilla para capturarla; solo te llevas ese hoyo. Quien captura vuelve a jugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every four you make while sowing is captured at once, even in passing. No extra turn after a capture.</source>
        <translation>Cada casa que formes al sembrar se captura enseguida, aunque sea de paso. Capturar no da otro turno.</translation>
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
        <translation>el hoyo %2 de %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 passes: %2</source>
        <translation>%1 pasa: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+67"/>
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n vuelta</numerusform>
            <numerusform>%n vueltas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-56"/>
        <location line="+12"/>
        <source>captures %n</source>
        <translation>
            <numerusform>captura %n</numerusform>
            <numerusform>captura %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>takes the last four</source>
        <translation>se lleva las últimas cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four go to %1</source>
        <translation>las últimas cuatro son para %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays again</source>
        <translation>vuelve a jugar</translation>
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
            <numerusform>captura una cadena de %n desde %1</numerusform>
            <numerusform>captura una cadena de %n desde %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captures %n on %1</source>
        <extracomment>the move list: &quot;captures 4 on C&quot;; %1 the hole (or holes, &quot;C and E&quot;) captured</extracomment>
        <translation>
            <numerusform>captura %n en %1</numerusform>
            <numerusform>captura %n en %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>turn over</source>
        <extracomment>a move&apos;s preview: the opponent moves next</extracomment>
        <translation>cede el turno</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2, ends in %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 3 laps, ends in E&quot;; %1 the hole played, %2 the laps (&quot;3 laps&quot;), %3 the hole where its last seed falls</extracomment>
        <translation>%1: %2, termina en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, ends in the empty hole %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 1 lap, ends in the empty hole E&quot;; %1 the hole played, %2 the laps (&quot;1 lap&quot;), %3 the hole, empty until then, where its last seed falls</extracomment>
        <translation>%1: %2, termina en el hoyo vacío %3</translation>
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
        <translation>Turno de %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game ended because %1.</source>
        <translation>La partida terminó porque %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made that capture and took the last four.</source>
        <translation>%1 hizo esa captura y se llevó las últimas cuatro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last four went to %1.</source>
        <translation>Las últimas cuatro fueron para %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>La partida duró %n turno.</numerusform>
            <numerusform>La partida duró %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played with the engine&apos;s help: the analysis was on.</source>
        <translation>Partida jugada con ayuda del motor: el análisis estaba activado.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played with the engine&apos;s help: %n hint(s).</source>
        <translation>
            <numerusform>Partida jugada con ayuda del motor: %n pista.</numerusform>
            <numerusform>Partida jugada con ayuda del motor: %n pistas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>La partida ya terminó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such hole.</source>
        <translation>Ese hoyo no existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is %1; %2 is to move.</source>
        <translation>Ese es %1; le toca a %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is closed.</source>
        <translation>Está cerrado %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty.</source>
        <translation>Está vacío %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played: its sowing would never end.</source>
        <translation>No se puede jugar %1: su siembra no terminaría nunca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 can move and may not pass.</source>
        <translation>%1 puede mover, así que no puede pasar.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/gui/learn/course.cpp" line="+35"/>
        <source>You play South, the near row: pick up the seeds of any one of your holes and sow them.</source>
        <extracomment>South and North are the two players: the learner is always South, on the near row</extracomment>
        <translation>Eres Sur, la fila de abajo: levanta las semillas de cualquiera de tus hoyos y siémbralas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a hole of your row that holds seeds. Hole f sends its seeds on into North&apos;s row.</source>
        <extracomment>holes are named by letters, a to f in South&apos;s row and A to F in North&apos;s: keep the letters as they are</extracomment>
        <translation>Haz clic en un hoyo de tu fila que tenga semillas. Las semillas del hoyo f siguen hasta la fila de Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seeds went one by one into the holes that follow, counter-clockwise. Past the right end of your row they go on into North&apos;s row, and from North&apos;s row back into yours.</source>
        <translation>Tus semillas fueron cayendo una a una en los hoyos siguientes, en sentido contrario a las agujas del reloj. Al pasar el extremo derecho de tu fila siguen por la fila de Norte, y de la fila de Norte vuelven a la tuya.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: sow from a hole whose last seed falls into an empty hole.</source>
        <translation>Eres Sur: siembra desde un hoyo cuya última semilla caiga en un hoyo vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count along from each of your holes, one seed a hole, and see where the last seed lands.</source>
        <translation>Desde cada uno de tus hoyos, cuenta una semilla por hoyo y mira dónde cae la última.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell into an empty hole, so your turn ended there. It does not matter whose row that hole is in.</source>
        <translation>Tu última semilla cayó en un hoyo vacío, así que tu turno terminó ahí. No importa de quién sea la fila de ese hoyo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a move of at least two laps.</source>
        <extracomment>a lap: one sowing of a handful of seeds; a relay starts the next lap</extracomment>
        <translation>Eres Sur: haz una jugada de al menos dos vueltas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a hole whose last seed would land on a seed, not in an empty hole.</source>
        <translation>Busca un hoyo cuya última semilla caiga sobre otra semilla, no en un hoyo vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed landed in d, which already held a seed. You lifted both and sowed on, and the second lap ended in an empty hole.</source>
        <translation>Tu última semilla cayó en d, que ya tenía una semilla. Levantaste las dos y seguiste sembrando, y la segunda vuelta terminó en un hoyo vacío.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: make a move of at least three laps.</source>
        <translation>Eres Sur: haz una jugada de al menos tres vueltas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow each lap to its end. A lap that runs into North&apos;s row can relay from there too.</source>
        <translation>Sigue cada vuelta hasta el final. Si una vuelta acaba en la fila de Norte, también desde ahí puedes seguir sembrando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first lap ended on your f and relayed, the second on North&apos;s B and relayed again, and the third ended in an empty hole. Relays happen in either row.</source>
        <translation>La primera vuelta terminó en tu hoyo f y siguió; la segunda, en el hoyo B de Norte, y volvió a seguir; la tercera terminó en un hoyo vacío. La vuelta puede seguir en cualquiera de las dos filas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a casa, so that your last seed falls into a hole that then holds four seeds.</source>
        <translation>Eres Sur: forma una casa, es decir, haz que tu última semilla caiga en un hoyo que quede con cuatro semillas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a hole with three seeds, and a hole before it whose last seed ends there.</source>
        <translation>Busca un hoyo con tres semillas y, antes de él, un hoyo cuya última semilla termine justo ahí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made four in c: a casa, and its four seeds are yours. A casa is always captured, never relayed.</source>
        <translation>Tu última semilla dejó cuatro en c: una casa, y sus cuatro semillas son tuyas. Una casa siempre se captura; desde ella nunca se sigue la vuelta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture four seeds; the only casa you can make is in North&apos;s row.</source>
        <translation>Eres Sur: captura cuatro semillas; la única casa que puedes formar está en la fila de Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North&apos;s A holds three seeds. Which of your sowings, relays included, ends there?</source>
        <translation>El hoyo A de Norte tiene tres semillas. ¿Qué siembra tuya, con todas sus vueltas, termina ahí?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first lap ended on e and relayed, and the last seed made four in North&apos;s A. A casa is yours in whichever row you make it.</source>
        <translation>Tu primera vuelta terminó en e y siguió, y la última semilla dejó cuatro en el hoyo A de Norte. Una casa es tuya en cualquier fila en que la formes.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture in two turns in a row.</source>
        <translation>Eres Sur: captura en dos turnos seguidos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are two threes you can reach: one in your row and one in North&apos;s.</source>
        <translation>Hay dos hoyos con tres semillas a los que puedes llegar: uno en tu fila y otro en la de Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first capture gave you another turn, and you used it to capture again. After every capture you move again.</source>
        <translation>Tu primera captura te dio otro turno, y lo usaste para capturar otra vez. Después de cada captura vuelves a jugar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture in three turns in a row.</source>
        <translation>Eres Sur: captura en tres turnos seguidos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your threes, and North&apos;s A, has a single seed just before it.</source>
        <translation>Justo antes de cada uno de tus hoyos con tres, y del hoyo A de Norte, hay una sola semilla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three single seeds made three casas, and every capture gave you another turn. Twelve seeds in one go.</source>
        <translation>Tres semillas sueltas formaron tres casas, y cada captura te dio otro turno. Doce semillas de un golpe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture a casa that has a four right behind it.</source>
        <translation>Eres Sur: captura una casa que tenga justo detrás un hoyo con cuatro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seed sown into a three makes it four. Look at the two threes side by side in your row.</source>
        <translation>Una semilla que cae en un hoyo con tres lo deja con cuatro. Fíjate en los dos hoyos con tres que están juntos en tu fila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing made four in d on its way and a casa in e. The casa was captured, and the chain took the four behind it too: eight seeds.</source>
        <translation>Tu siembra dejó cuatro en d al pasar y formó una casa en e. La casa se capturó, y la cadena se llevó también las cuatro de d, justo detrás: ocho semillas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: capture at least twelve seeds in one turn.</source>
        <translation>Eres Sur: captura al menos doce semillas en un turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four threes stand side by side across the end of the rows: your e and f, North&apos;s A and B.</source>
        <translation>Hay cuatro hoyos con tres seguidos, de una fila a la otra: tus hoyos e y f, y los hoyos A y B de Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made a casa in North&apos;s B. The chain took A behind it, crossed the end of the rows and took your f: twelve seeds. A four that is not right behind the casa stays on the board.</source>
        <translation>Tu última semilla formó una casa en el hoyo B de Norte. La cadena se llevó A, que estaba detrás, pasó de una fila a la otra y se llevó tu f: doce semillas. Un hoyo con cuatro que no esté justo detrás de la casa se queda en el tablero.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: end your turns leaving North no seeds to sow, so that North must pass.</source>
        <translation>Eres Sur: termina tus turnos sin dejarle a Norte semillas que sembrar, para que tenga que pasar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North has seeds in one hole only. After a capture you move again: keep that move inside your row.</source>
        <translation>Norte solo tiene semillas en un hoyo. Después de una captura vuelves a jugar: que esa jugada no salga de tu fila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took North&apos;s last seeds and kept your own at home. North has nothing to sow, so North passes and you move again.</source>
        <translation>Te llevaste las últimas semillas de Norte y mantuviste las tuyas en tu fila. Norte no tiene nada que sembrar, así que pasa y vuelves a jugar.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture four seeds by making a casa.</source>
        <translation>Eres Sur: captura cuatro semillas formando una casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole b cannot be played: its sowing would never end. But seeds can still be sown into it.</source>
        <translation>El hoyo b no se puede jugar: su siembra no terminaría nunca. Pero sí se pueden sembrar semillas en él.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not lift b, but you could fill it: your single seed made it a casa. An endless hole cannot be played, yet seeds still land in it.</source>
        <translation>No podías levantar b, pero sí llenarlo: tu única semilla lo convirtió en una casa. Un hoyo de siembra sin fin no se puede jugar, pero las semillas siguen cayendo en él.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture so that four seeds are left, and take those last four too.</source>
        <translation>Eres Sur: captura de modo que queden cuatro semillas, y llévate también esas últimas cuatro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are eight seeds on the board, so one casa is enough.</source>
        <translation>Hay ocho semillas en el tablero, así que basta con una casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your casa left four seeds on the board, so the game ended and those four came to you as well: 28 to 20.</source>
        <translation>Tu casa dejó cuatro semillas en el tablero, así que la partida terminó y esas cuatro también fueron para ti: 28 a 20.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You play South: win the game at once by bringing a board back for the third time.</source>
        <translation>Eres Sur: gana la partida de inmediato haciendo que una posición se repita por tercera vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the moves played so far: one of your moves has already led twice to the same board.</source>
        <extracomment>the moves played before this step started, which brought the board back twice already</extracomment>
        <translation>Mira las jugadas hechas hasta ahora: una de tus jugadas ya llevó dos veces a la misma posición.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That board came up for the third time, so the game ended and each player took their own row: your 8 against North&apos;s 4, 14 to 10 in all.</source>
        <extracomment>the final scores: each player&apos;s captured seeds plus the seeds of their own row</extracomment>
        <translation>Esa posición se repitió por tercera vez, así que la partida terminó y cada jugador se quedó con las semillas de su fila: tus 8 contra las 4 de Norte, 14 a 10 en total.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South in Hoyito III: take the last four seeds.</source>
        <translation>Eres Sur en Hoyito III: llévate las últimas cuatro semillas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing that passes over a three leaves a four behind it, and in Hoyito III no chain takes that four.</source>
        <translation>Una siembra que pasa por un hoyo con tres deja atrás un hoyo con cuatro, y en Hoyito III ninguna cadena se lleva esas cuatro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured the casa in North&apos;s A, and the four in your f stayed. They were the last four, so they came to you. In Hoyito II the chain would have taken them, leaving no last four.</source>
        <translation>Capturaste la casa del hoyo A de Norte, y las cuatro de tu f se quedaron. Eran las últimas cuatro, así que fueron para ti. En Hoyito II la cadena se las habría llevado, y no habría habido últimas cuatro.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You play South in a match round whose last four go to North: win the game.</source>
        <extracomment>the last four: the last four seeds on the board, which end the game</extracomment>
        <translation>Eres Sur en una ronda de un encuentro en la que las últimas cuatro son para Norte: gana la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count: the seeds you have, the four a casa adds, and the four North gets whoever captures.</source>
        <translation>Cuenta: las semillas que tienes, las cuatro que suma una casa y las cuatro que se lleva Norte, capture quien capture.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet move from your hole a would have let North&apos;s F relay into your d and take all eight.</source>
        <translation>Te quedaste con las cuatro que capturaste y Norte se llevó las últimas cuatro: 26 a 22, y aun así ganaste. Una jugada tranquila desde tu hoyo a habría dejado que Norte jugara F, siguiera la vuelta hasta tu d y se llevara las ocho.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Hoyito comes in two variants. Every lesson so far was Hoyito II, which has one more rule, the chain: once a casa is captured, look at the hole just behind it, against the sowing. If it holds exactly four seeds, you capture them too, then the hole behind that one, and so on. The chain crosses the end of a row and stops at the first hole that does not hold four.</source>
        <extracomment>Hoyito II and Hoyito III are the names of the game&apos;s two variants: keep them</extracomment>
        <translation>Hoyito tiene dos variantes. Todas las lecciones hasta ahora eran de Hoyito II, que tiene una regla más, la cadena: cuando capturas una casa, mira el hoyo que queda justo detrás, en sentido contrario a la siembra. Si tiene exactamente cuatro semillas, también las capturas; luego el hoyo de detrás, y así sucesivamente. La cadena pasa de una fila a la otra y se para en el primer hoyo que no tenga cuatro.</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+16"/>
        <source>You play South: make a move after which North cannot capture.</source>
        <translation>Eres Sur: haz una jugada tras la cual Norte no pueda capturar.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>North&apos;s B and D hold three each. A single seed in the empty hole just before one of them is a casa for North.</source>
        <translation>Los hoyos B y D de Norte tienen tres cada uno. Una sola semilla en el hoyo vacío justo antes de uno de ellos es una casa para Norte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move kept your seeds out of North&apos;s row, so North has no seed that ends on a three.</source>
        <translation>Tu jugada no metió semillas tuyas en la fila de Norte, así que Norte no tiene ninguna semilla que termine en un hoyo con tres.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your b holds three. Can one of North&apos;s sowings end there?</source>
        <translation>Tu hoyo b tiene tres. ¿Puede terminar ahí alguna siembra de Norte?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s F would have sown into a and b and made a casa of your three. By lifting b you took those seeds out of reach.</source>
        <translation>Con F, Norte habría sembrado en a y b y habría hecho una casa con tus tres. Al levantar b, pusiste esas semillas fuera de su alcance.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: clear the board with captures and take the last four seeds.</source>
        <translation>Eres Sur: vacía el tablero a base de capturas y llévate las últimas cuatro semillas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twelve seeds are on the board: two casas leave four. Find both.</source>
        <translation>Hay doce semillas en el tablero: dos casas dejan cuatro. Encuentra las dos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two captures in a row left four seeds, and they came to you: the board is clear and the game is yours, 32 to 16.</source>
        <translation>Dos capturas seguidas dejaron cuatro semillas, y fueron para ti: el tablero quedó vacío y la partida es tuya, 32 a 16.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sowing seeds</source>
        <translation>La siembra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito is played on two rows of holes: yours is the near row, North&apos;s the far one. On your turn you pick up all the seeds of one of your holes and sow them, one seed into each hole that follows, counter-clockwise: to the right along your row, then along North&apos;s row and back round to yours. When the last seed falls into an empty hole, your turn ends.</source>
        <translation>Hoyito se juega en dos filas de hoyos: la tuya es la de abajo, y la de Norte, la de arriba. En tu turno levantas todas las semillas de uno de tus hoyos y las siembras, una en cada hoyo siguiente, en sentido contrario a las agujas del reloj: hacia la derecha por tu fila, luego por la fila de Norte y de vuelta a la tuya. Cuando la última semilla cae en un hoyo vacío, se acaba tu turno.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay laps</source>
        <translation>Seguir la vuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If your last seed falls into a hole that already holds seeds, your turn goes on: you pick up all the seeds of that hole, the last seed too, and sow them from the next hole. Each such sowing is a lap. Laps go on until the last seed falls into an empty hole, or makes four, which the next lesson is about.</source>
        <translation>Si tu última semilla cae en un hoyo que ya tiene semillas, tu turno sigue: levantas todas las semillas de ese hoyo, la última incluida, y las siembras a partir del hoyo siguiente. Cada una de esas siembras es una vuelta. Las vueltas siguen hasta que la última semilla cae en un hoyo vacío o deja cuatro, que es el tema de la próxima lección.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a casa</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;), a hole with exactly four seeds: keep it</extracomment>
        <translation>Formar una casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A casa is a hole with exactly four seeds. When the last seed of a lap makes a casa, you capture its four seeds: they leave the board and count for you. It works in either row, yours or North&apos;s.</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;): keep it</extracomment>
        <translation>Una casa es un hoyo con exactamente cuatro semillas. Cuando la última semilla de una vuelta forma una casa, capturas sus cuatro semillas: salen del tablero y cuentan para ti. Vale en cualquiera de las dos filas, la tuya o la de Norte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture and go again</source>
        <translation>Capturar y volver a jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a capture you move again at once: a whole new turn, with any of your holes. If that turn captures too, you go again, and so on. A run of captures can clear much of the board.</source>
        <translation>Después de una captura vuelves a jugar enseguida: un turno nuevo completo, con cualquiera de tus hoyos. Si en ese turno también capturas, vuelves a jugar, y así sucesivamente. Una racha de capturas puede vaciar buena parte del tablero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chain of fours</source>
        <translation>La cadena de casas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passing</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player whose row has no seeds cannot move: they pass, and the other player moves again. If both pass, one after the other, the game ends and each takes the seeds left in their own row.</source>
        <translation>Un jugador que no tiene semillas en su fila no puede mover: pasa, y el otro vuelve a jugar. Si los dos pasan, uno tras otro, la partida termina y cada uno se queda con las semillas que quedan en su fila.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Endless sowings</source>
        <translation>Siembras sin fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now and then a sowing would relay for ever, bringing back the same board again and again. Such a hole cannot be played: the board shows it unplayable and says why. It happens in real games too, as early as six moves from the start. A player left with only such holes passes.</source>
        <translation>A veces una siembra seguiría la vuelta para siempre y repetiría la misma posición una y otra vez. Ese hoyo no se puede jugar: el tablero lo marca como no jugable y dice por qué. Ocurre también en partidas reales, incluso a solo seis jugadas del comienzo. Un jugador al que solo le quedan hoyos así pasa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last four</source>
        <translation>Las últimas cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a capture leaves exactly four seeds on the whole board, the game ends at once and those four go to the player who captured. When a capture leaves no seeds at all, the game ends too. Whoever has more seeds then wins.</source>
        <translation>Cuando una captura deja exactamente cuatro semillas en todo el tablero, la partida termina enseguida y esas cuatro son para el jugador que capturó. Si una captura no deja ninguna semilla, la partida también termina. Gana entonces quien tenga más semillas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games that go round</source>
        <translation>Partidas que se repiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game also ends when the same board, with the same player to move, comes up for the third time, and after 200 turns in a row without a capture. Then each player takes the seeds left in their own row. This step is on a small board of three holes a side, where a board comes back quickly.</source>
        <extracomment>&quot;a board&quot; is the seeds in every hole, with the same player to move</extracomment>
        <translation>La partida también termina cuando la misma posición, con el turno para el mismo jugador, se repite por tercera vez, y tras 200 turnos seguidos sin una captura. Entonces cada jugador se queda con las semillas que quedan en su fila. Este paso se juega en un tablero pequeño, de tres hoyos por lado, donde una posición se repite enseguida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hoyito III and matches</source>
        <translation>Hoyito III y los encuentros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III has no chain: only the casa itself is captured, and a four behind it stays on the board. It is the variant of matches of several rounds. The last four go to whoever captures, as in Hoyito II, except from round 3 on: then the winner of the round before gets them.</source>
        <translation>Hoyito III no tiene cadena: solo se captura la propia casa, y un hoyo con cuatro que esté detrás se queda en el tablero. Es la variante de los encuentros de varias rondas. Las últimas cuatro son para quien captura, como en Hoyito II, salvo desde la ronda 3: entonces son para quien ganó la ronda anterior.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First tactics</source>
        <translation>Primeras tácticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before you move, look at what North could do next: a three that a last seed of North&apos;s can reach is a casa for North. Do not leave a single seed just before a three, and move your own threes out of reach. When you can capture again and again, count the seeds: the last capture can take the last four too.</source>
        <extracomment>&quot;a three&quot;: a hole holding three seeds</extracomment>
        <translation>Antes de mover, mira lo que podría hacer Norte después: un hoyo con tres al que pueda llegar una última semilla de Norte es una casa para Norte. No dejes una semilla sola justo antes de un hoyo con tres, y pon tus propios hoyos con tres fuera de su alcance. Cuando puedas capturar una y otra vez, cuenta las semillas: la última captura también puede llevarse las últimas cuatro.</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <location filename="../app/gui/learn/lessontext.cpp" line="+21"/>
        <source>Your last seed fell into an empty hole: the turn ended there.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Tu última semilla cayó en un hoyo vacío: el turno terminó ahí.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.</source>
        <extracomment>a lesson&apos;s goal was missed: the move&apos;s laps (1 lap, 2 laps)</extracomment>
        <translation>
            <numerusform>Esa jugada solo dio %n vuelta: su última semilla no cayó en un hoyo que tuviera semillas.</numerusform>
            <numerusform>Esa jugada solo dio %n vueltas: su última semilla no cayó en un hoyo que tuviera semillas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move made a casa: its last seed did not fall into an empty hole.</source>
        <extracomment>a lesson&apos;s goal was missed: the goal was a move that ends without capturing</extracomment>
        <translation>Esa jugada formó una casa: su última semilla no cayó en un hoyo vacío.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You captured %n seed(s) in that turn: not enough for the goal.</source>
        <extracomment>a lesson&apos;s goal was missed: the seeds captured in one turn</extracomment>
        <translation>
            <numerusform>Capturaste %n semilla en ese turno: no basta para el objetivo.</numerusform>
            <numerusform>Capturaste %n semillas en ese turno: no bastan para el objetivo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made a casa, but the hole behind it did not hold four seeds, so no chain followed.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Formaste una casa, pero el hoyo de detrás no tenía cuatro semillas, así que no hubo cadena.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Now the other side can capture %n seed(s) by playing %1.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 the opponent&apos;s move (&quot;D&quot;); %n the seeds it captures</extracomment>
        <translation>
            <numerusform>Ahora el rival puede capturar %n semilla jugando %1.</numerusform>
            <numerusform>Ahora el rival puede capturar %n semillas jugando %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other side can still move (%1), so it does not have to pass.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 a move the opponent still has (&quot;E&quot;)</extracomment>
        <translation>El rival todavía puede mover (%1), así que no tiene que pasar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last four seeds went to the other side.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Las últimas cuatro semillas fueron para el rival.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended, and you did not win it.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>La partida terminó y no la ganaste.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Goal reached in %n move(s) (par %1).</source>
        <extracomment>a lesson&apos;s goal reached: %n the learner&apos;s moves, %1 the par (the moves for three stars)</extracomment>
        <translation>
            <numerusform>Objetivo logrado en %n jugada (ideal: %1).</numerusform>
            <numerusform>Objetivo logrado en %n jugadas (ideal: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n of 3 star(s)</source>
        <extracomment>for the screen reader: the stars of a lesson step</extracomment>
        <translation>
            <numerusform>%n de 3 estrellas</numerusform>
            <numerusform>%n de 3 estrellas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Par: %n move(s)</source>
        <extracomment>a lesson step&apos;s par: the moves for three stars</extracomment>
        <translation>
            <numerusform>Ideal: %n jugada</numerusform>
            <numerusform>Ideal: %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 of %2</source>
        <extracomment>a lesson&apos;s progress: &quot;Step 2 of 3&quot;</extracomment>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays %1&apos;s replies.</source>
        <extracomment>%1 the side the computer plays in a lesson (&quot;North&quot;)</extracomment>
        <translation>La computadora hace las jugadas de %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played before this step: %1</source>
        <extracomment>the moves of a lesson step&apos;s game before the learner&apos;s turn, in the board&apos;s letters: &quot;b, B, a, B&quot;</extracomment>
        <translation>Jugado antes de este paso: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the moves played before this step: %1 (%2 of %3).</source>
        <extracomment>the board replays the moves played before a lesson step: %1 the move (&quot;B&quot;), %2 its number, %3 how many</extracomment>
        <translation>Mira las jugadas hechas antes de este paso: %1 (%2 de %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was the game so far. Your move.</source>
        <extracomment>the board has replayed the moves before a lesson step; now the learner moves</extracomment>
        <translation>Hasta aquí la partida. Te toca.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You captured %n seed(s), so you move again.</source>
        <extracomment>during a lesson step of several moves, after the learner&apos;s capture</extracomment>
        <translation>
            <numerusform>Has capturado %n semilla, así que vuelves a jugar.</numerusform>
            <numerusform>Has capturado %n semillas, así que vuelves a jugar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no seeds to sow and passes, so you move again.</source>
        <extracomment>during a lesson step of several moves: %1 the other player (&quot;North&quot;)</extracomment>
        <translation>%1 no tiene semillas que sembrar y pasa, así que vuelves a jugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have finished the course. Try a game against the computer: Play a Game, or Game &gt; New Game at any time.</source>
        <translation>Terminaste el curso. Prueba una partida contra la computadora: Jugar una partida, o Juego &gt; Nueva partida cuando quieras.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Learn Hoyito</source>
        <translation>Aprender Hoyito</translation>
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
        <translation>Ninguna jugada posible: pasa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The only move.</source>
        <translation>La única jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+24"/>
        <source>The best move.</source>
        <translation>La mejor jugada.</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Imprecisión: da %n semilla menos que %1, pero %2 gana de todos modos.</numerusform>
            <numerusform>Imprecisión: da %n semillas menos que %1, pero %2 gana de todos modos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistake: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Error: da %n semilla menos que %1, pero %2 gana de todos modos.</numerusform>
            <numerusform>Error: da %n semillas menos que %1, pero %2 gana de todos modos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Turn %1: %2 played %3 — %4</source>
        <extracomment>%1 turn number, %2 player, %3 the move with its sign (&quot;A??&quot;), %4 the verdict</extracomment>
        <translation>Turno %1: %2 jugó %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2% accuracy · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>%1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)</extracomment>
        <translation>%1: %2&#xa0;% de precisión · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.</source>
        <extracomment>a finished game&apos;s review: %1 the player who lost never had a move that avoided the loss, %2 the winner</extracomment>
        <translation>Según la revisión, %1 no tuvo en ningún turno una jugada que evitara la derrota: %2 iba por delante desde el principio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with best play.</source>
        <extracomment>a finished game&apos;s review: %1 the turn&apos;s number, %2 the player who lost, %3 their move then, %4 the winner</extracomment>
        <translation>El turno %1 decidió la partida: hasta que %2 jugó %3, %2 aún podía ganar o empatar; después, con juego perfecto gana %4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start: %1 %2 – %3 %4</source>
        <extracomment>the review graph&apos;s tooltip at the start: the expected final score &quot;Ana 24 – Luis 24&quot;</extracomment>
        <translation>Inicio: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After turn %1: %2 %3 – %4 %5</source>
        <extracomment>the review graph&apos;s tooltip: the expected final score after a turn</extracomment>
        <translation>Tras el turno %1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation graph</source>
        <translation>Gráfica de evaluación</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected final difference in seeds after each turn; the line leans toward the row of the player ahead, as far as the number at the edge. Click a turn to see it on the board.</source>
        <translation>La diferencia final esperada en semillas tras cada turno; la línea se inclina hacia la fila del jugador que va ganando, hasta el número del borde. Haz clic en un turno para verlo en el tablero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deep</source>
        <translation>Profundo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reviewing turn %1 of %2…</source>
        <extracomment>the review&apos;s progress bar: the turn being analysed, of all turns</extracomment>
        <translation>Revisando el turno %1 de %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revie&amp;w</source>
        <translation>Rev&amp;isar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revie&amp;w Again</source>
        <translation>Rev&amp;isar de nuevo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Show Better &amp;Move</source>
        <translation>Mostrar la &amp;mejor jugada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the engine&apos;s best move on the board from the position before this turn; the board stays there until you go back to the game</source>
        <translation>Juega en el tablero la mejor jugada del motor desde la posición anterior a este turno; el tablero se queda así hasta que vuelvas a la partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the Ga&amp;me</source>
        <extracomment>the Show Better Move button while the better move is on the board; M as in Show Better &amp;Move</extracomment>
        <translation>Volver a la parti&amp;da</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Good move: less than a seed worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>Buena jugada: da menos de una semilla menos que %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Inaccuracy: %n seed(s) worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>
            <numerusform>Imprecisión: da %n semilla menos que %1.</numerusform>
            <numerusform>Imprecisión: da %n semillas menos que %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mistake: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Error: da %n semilla menos que %1.</numerusform>
            <numerusform>Error: da %n semillas menos que %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Blunder: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Error grave: da %n semilla menos que %1.</numerusform>
            <numerusform>Error grave: da %n semillas menos que %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Quick: every move of every turn searched for %1 positions, and again for %2 where the move played looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 and %4 positions, about four times as long.</source>
        <extracomment>%1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn whose move looks like a mistake; %3 and %4: the same at Deep</extracomment>
        <translation>Rápido: en cada turno de la partida se calculan todas las jugadas posibles con %1 posiciones, y otra vez con %2 donde la jugada hecha parece un error, con las tablas de finales donde alcanzan: segundos para toda una partida. Profundo: %3 y %4 posiciones; tarda unas cuatro veces más.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Mo&amp;de:</source>
        <extracomment>the label of the review&apos;s Quick / Deep choice</extracomment>
        <translation>Mo&amp;do:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Review cancelled.</source>
        <translation>Revisión cancelada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No moves to review yet.</source>
        <translation>Todavía no hay jugadas que revisar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a turn in the graph or the move list to see it.</source>
        <translation>Haz clic en un turno de la gráfica o de la lista de jugadas para verlo.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Better than %1: %2</source>
        <extracomment>the status line while the better move is shown: &quot;Better than A: D&quot;</extracomment>
        <translation>Mejor que %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view Game</source>
        <translation>R&amp;evisar la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine analyses every turn of the game: a graph of the evaluation, each move marked, each player&apos;s accuracy</source>
        <translation>El motor analiza cada turno de la partida: una gráfica de la evaluación, cada jugada marcada y la precisión de cada jugador</translation>
    </message>
</context>
<context>
    <name>StartNotice</name>
    <message>
        <location filename="../app/gui/config/startnotice.cpp" line="+17"/>
        <source>Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second player has the edge. Rules: %2</source>
        <extracomment>status line at the first start, when the newcomer is first to move: %1 the computer&apos;s level (&quot;Beginner&quot;), %2 the key of the rules (&quot;F1&quot;)</extracomment>
        <translation>Te toca: haz clic en un hoyo de tu fila de abajo. La computadora (%1) empezó; en Hoyito II tiene ventaja quien juega segundo. Reglas: %2</translation>
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
        <translation>Se restablecieron los valores predeterminados de estos ajustes, porque los guardados no tenían sentido: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is not a regular file: the settings of this run are not kept.</source>
        <extracomment>status line at start: the settings file is a folder, a named pipe, ...</extracomment>
        <translation>“%1” no es un archivo normal: los ajustes de esta sesión no se conservarán.</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <location filename="../app/gui/tables/tabletext.cpp" line="+18"/>
        <source>%1, last four to the capturer</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to the player who captured the fours before</extracomment>
        <translation>%1, últimas cuatro para quien capture la penúltima casa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, last four to a fixed side</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)</extracomment>
        <translation>%1, últimas cuatro para un jugador fijado de antemano</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <extracomment>no endgame tables built for this rule set and board</extracomment>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 seeds</source>
        <extracomment>endgame tables built for every position with at most this many seeds on the board</extracomment>
        <translation>hasta %1 semillas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is missing</source>
        <translation>falta el archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>no se puede leer el archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is cut short or too long</source>
        <translation>el archivo está cortado o es demasiado largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a table</source>
        <translation>el archivo no es una tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is of another version</source>
        <translation>el archivo es de otra versión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds another table</source>
        <translation>el archivo contiene otra tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its checksum does not match</source>
        <translation>su suma de verificación no coincide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds impossible values</source>
        <translation>contiene valores imposibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed after it was loaded</source>
        <translation>el archivo cambió después de cargarse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.</source>
        <extracomment>a damaged endgame table file: &quot;Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not match); it is rebuilt.&quot;</extracomment>
        <translation>%1 en %2: la tabla de %3 semillas no se usa (%4); se vuelve a generar.</translation>
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
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>a duration in hours and minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Everything chosen is built.</source>
        <translation>Todo lo elegido ya está generado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To build: %1 positions, about %2, %3 on disk, %4 of memory while building.</source>
        <extracomment>before a build: positions, time, disk space, memory</extracomment>
        <translation>Por generar: %1 posiciones, unos %2, %3 en disco, %4 de memoria durante la generación.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While building, up to %1 more on disk, freed at the end.</source>
        <extracomment>after the estimate, when the largest levels keep their moves in a scratch file</extracomment>
        <translation>Durante la generación se usan además hasta %1 en disco, que se liberan al terminar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It needs %1 of memory; this computer has %2. Choose fewer seeds.</source>
        <extracomment>a build would need more memory than the computer has: &quot;It needs 17 GB of memory; this computer has 8 GB.&quot;</extracomment>
        <translation>Necesita %1 de memoria; esta computadora tiene %2. Elige menos semillas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking the finished levels</source>
        <translation>comprobando las tablas terminadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finding the moves</source>
        <translation>buscando las jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solving</source>
        <translation>resolviendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing</source>
        <translation>escribiendo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 seeds of %4, %5</source>
        <extracomment>a build&apos;s progress: &quot;Hoyito II on 2 × 6: 14 seeds of 20, solving&quot;</extracomment>
        <translation>%1 en %2: %3 semillas de %4, %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elapsed %1</source>
        <translation>Transcurrido: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed %1, about %2 left</source>
        <extracomment>a build&apos;s clock: &quot;Elapsed 0:42, about 1:10 left&quot;</extracomment>
        <translation>Transcurrido: %1; quedan unos %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built in %1.</source>
        <translation>Generadas en %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.</source>
        <translation>Generación cancelada tras %1. Las tablas ya terminadas se conservan: “Reanudar” sigue desde ahí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The build failed: %1</source>
        <extracomment>%1 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>La generación falló: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: the perfect-play tables could not be built (%3).</source>
        <extracomment>a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>%1 en %2: no se pudieron generar las tablas de juego perfecto (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).</source>
        <extracomment>a build of endgame tables in the background failed and is tried again later; %4 is the reason: &quot;Hoyito II on 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full).&quot;</extracomment>
        <translation>%1 en %2: no se pudieron generar las tablas de juego perfecto; el juego lo vuelve a intentar en %3 (%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Building the endgame tables for perfect play, once, in the background: %1%</source>
        <extracomment>the status bar while endgame tables are built: &quot;Building the endgame tables for perfect play, once, in the background: 45%&quot;</extracomment>
        <translation>Generando una sola vez, en segundo plano, las tablas de finales para el juego perfecto: %1 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With these tables the computer and the analysis play every small endgame perfectly. They are built once, %1 on disk, and only with what the processor has to spare: your game comes first.</source>
        <extracomment>the tooltip of &quot;Building the endgame tables …: 45%&quot; at the first start; %1 is a size: &quot;90 MB&quot;</extracomment>
        <translation>Con estas tablas la computadora y el análisis juegan a la perfección cada final pequeño. Se generan una sola vez, ocupan %1 en el disco y solo usan lo que le sobra al procesador: tu partida va primero.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Later</source>
        <extracomment>a status bar button: build the perfect-play tables another time</extracomment>
        <translation>Más tarde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop building the perfect-play tables now: the game builds them at its next start, or Help &gt; Perfect Play builds them when you choose.</source>
        <translation>Dejar de generar ahora las tablas de juego perfecto: el juego las genera en su próximo inicio, o Ayuda &gt; Juego perfecto las genera cuando tú elijas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The perfect-play tables will be built at the next start, or from Help &gt; Perfect Play.</source>
        <translation>Las tablas de juego perfecto se generarán en el próximo inicio, o desde Ayuda &gt; Juego perfecto.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect play: a draw, %1–%2</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: a draw, 24–24&quot;</extracomment>
        <translation>Juego perfecto: empate, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perfect play: %1 wins %2–%3</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: North wins 30–18&quot; (the winner&apos;s seeds first)</extracomment>
        <translation>Juego perfecto: gana %1 %2–%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Perfect play: %1 gets between %2 and %3 seeds</source>
        <extracomment>perfect play from here gives the player to move between so many seeds: &quot;Perfect play: North gets between 26 and 30 seeds&quot;</extracomment>
        <translation>Juego perfecto: %1 obtiene entre %2 y %3 semillas</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <location filename="../app/gui/learn/trainertext.cpp" line="+12"/>
        <source>Puzzles</source>
        <extracomment>the puzzle trainer&apos;s window title</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain of fours</source>
        <extracomment>a puzzle&apos;s theme: a capture takes a backward chain of fours</extracomment>
        <translation>Cadena de cuatros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture run</source>
        <extracomment>a puzzle&apos;s theme: three or more captures in a row</extracomment>
        <translation>Capturas seguidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear the board</source>
        <extracomment>a puzzle&apos;s theme: a turn that ends the game</extracomment>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <extracomment>a puzzle&apos;s theme: the only move that leaves the opponent no big capture</extracomment>
        <translation>Defensa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long relay</source>
        <extracomment>a puzzle&apos;s theme: a move that goes round the board four times or more</extracomment>
        <translation>Muchas vueltas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <extracomment>a puzzle&apos;s theme: proven by the endgame tables</extracomment>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All themes</source>
        <extracomment>the theme filter of the puzzle trainer: no filter</extracomment>
        <translation>Todos los temas</translation>
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
        <translation>Juega %1: encuentra la mejor jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved.</source>
        <extracomment>the puzzle&apos;s task line once the puzzle is solved</extracomment>
        <translation>Resuelto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not solved: the best move was %1.</source>
        <extracomment>the puzzle&apos;s task line after a wrong move: %1 the move that was best (&quot;d&quot;)</extracomment>
        <translation>No resuelto: la mejor jugada era %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution: %1 to move.</source>
        <extracomment>the puzzle&apos;s solution being played on the board: %1 the side to move (&quot;North&quot;)</extracomment>
        <translation>La solución: mueve %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right! Watch the reply, then play on.</source>
        <extracomment>a right move in a puzzle that goes on with the opponent&apos;s reply</extracomment>
        <translation>¡Correcto! Mira la respuesta y sigue jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right! Play again.</source>
        <extracomment>a right move in a puzzle after which the solver moves again (a capture)</extracomment>
        <translation>¡Correcto! Vuelves a jugar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved!</source>
        <extracomment>the puzzle is solved</extracomment>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not the move.</source>
        <extracomment>a wrong move in a puzzle: %1 the move (&quot;a&quot;)</extracomment>
        <translation>%1 no es la jugada.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It loses %n seed(s).</source>
        <extracomment>what a wrong move in a puzzle loses against the solution, in seeds</extracomment>
        <translation>
            <numerusform>Pierde %n semilla.</numerusform>
            <numerusform>Pierde %n semillas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The solution is shown on the board.</source>
        <extracomment>after a wrong move the puzzle&apos;s solution is played on the board</extracomment>
        <translation>La solución se muestra en el tablero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play from the ringed hole.</source>
        <extracomment>the hint in a puzzle that does not count for the rating</extracomment>
        <translation>Pista: juega desde el hoyo marcado con un círculo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.</source>
        <extracomment>the hint in a puzzle that counts for the rating</extracomment>
        <translation>Pista: juega desde el hoyo marcado con un círculo. Si lo resuelves ahora, el problema no subirá tu puntuación.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating %1?</source>
        <extracomment>the player&apos;s puzzle rating while it is provisional (few puzzles rated yet): %1 the rating</extracomment>
        <translation>Puntuación %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating %1 ± %2</source>
        <extracomment>the player&apos;s puzzle rating: %1 the rating, %2 its deviation</extracomment>
        <translation>Puntuación %1 ± %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles after some ten rated puzzles.</source>
        <extracomment>the tooltip of a provisional puzzle rating (&quot;Rating 1500?&quot;): %1 its deviation now</extracomment>
        <translation>Provisional: tu puntuación aún es incierta (± %1), así que cada problema la mueve mucho. Se asienta tras unos diez problemas puntuados.</translation>
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
        <translation>Problema de puntuación %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This attempt is not rated.</source>
        <extracomment>a puzzle tried before, or in the streak: it no longer changes the rating</extracomment>
        <translation>Este intento no puntúa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Streak: %1 (best %2)</source>
        <extracomment>the streak: puzzles solved in a row, %1 now, %2 the best</extracomment>
        <translation>Racha: %1 (mejor %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The streak ends with %n puzzle(s) solved.</source>
        <extracomment>the streak ended at a wrong move: %n puzzles solved in a row</extracomment>
        <translation>
            <numerusform>La racha termina con %n problema resuelto.</numerusform>
            <numerusform>La racha termina con %n problemas resueltos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No puzzle of this board and theme.</source>
        <extracomment>no puzzle fits the board and theme chosen</extracomment>
        <translation>No hay problemas de este tablero y tema.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every puzzle of the streak solved!</source>
        <extracomment>the streak solved every puzzle of the board and theme</extracomment>
        <translation>¡Todos los problemas de la racha resueltos!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating history: no rated puzzle yet</source>
        <extracomment>the rating graph before any rated puzzle</extracomment>
        <translation>Historial de puntuación: aún ningún problema puntuado</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating history: %1 to %2 over %n puzzle(s)</source>
        <extracomment>the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points</extracomment>
        <translation>
            <numerusform>Historial de puntuación: de %1 a %2 en %n problema</numerusform>
            <numerusform>Historial de puntuación: de %1 a %2 en %n problemas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::AboutBox</name>
    <message>
        <location filename="../app/gui/window/aboutbox.cpp" line="+12"/>
        <source>About Hoyito</source>
        <translation>Acerca de Hoyito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.&lt;/p&gt;&lt;p&gt;The rules follow the field research of Víktor Bautista i Roca (2005) in the Dominican Republic.&lt;/p&gt;&lt;p&gt;Hoyito is free software under the %2, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the link to the licence</extracomment>
        <translation>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;Los juegos dominicanos de mancala Hoyito II y Hoyito III, y Hoyito I.&lt;/p&gt;&lt;p&gt;Las reglas siguen la investigación de campo de Víktor Bautista i Roca (2005) en la República Dominicana.&lt;/p&gt;&lt;p&gt;Hoyito es software libre bajo la %2, versión 3 o cualquier versión posterior (GPL-3.0-or-later). Se ofrece sin ninguna garantía.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GNU General Public License</source>
        <translation>Licencia Pública General de GNU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Sow, relay and capture the fours!&lt;/p&gt;</source>
        <translation>&lt;p&gt;¡Siembra, sigue la vuelta y captura las casas!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisController</name>
    <message>
        <location filename="../app/gui/analysis/analysiscontroller.cpp" line="+67"/>
        <source>&amp;Analysis</source>
        <translation>Aná&amp;lisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine analyses the position on the board: every move&apos;s value, the expected score and the best line</source>
        <translation>El motor analiza la posición del tablero: el valor de cada jugada, la puntuación esperada y la mejor línea</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>Analysis is off.</source>
        <translation>El análisis está desactivado.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game is over.</source>
        <translation>La partida ya terminó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Expected at the end: %1 %2 – %3 %4</source>
        <extracomment>the evaluation bar&apos;s tooltip: &quot;Expected at the end: South 30 – North 18&quot; (seeds, to a tenth while estimated)</extracomment>
        <translation>Previsto al final: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Hole %1: the best move; %2 ends with %3 seeds (proven)</source>
        <extracomment>a badge&apos;s tooltip: &quot;Hole c: the best move; South ends with 30 seeds (proven)&quot;; %1 a hole letter of the player to move, %2 that player</extracomment>
        <translation>Jugar el hoyo %1: la mejor jugada; %2 termina con %3 semillas (demostrado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: the best move; %2 should end with about %3 seeds</source>
        <translation>Jugar el hoyo %1: la mejor jugada; %2 terminaría con unas %3 semillas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1: %2 ends with %3 seeds (proven)</source>
        <translation>Jugar el hoyo %1: %2 termina con %3 semillas (demostrado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: %2 should end with about %3 seeds</source>
        <translation>Jugar el hoyo %1: %2 terminaría con unas %3 semillas</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Hole %1 would capture %n seed(s) if it were %2&apos;s turn</source>
        <extracomment>a threat&apos;s tooltip: &quot;Hole B would capture 8 seeds if it were North&apos;s turn&quot;; %1 a hole letter of the opponent, %2 the opponent</extracomment>
        <translation>
            <numerusform>Desde el hoyo %1 se capturaría %n semilla si le tocara a %2</numerusform>
            <numerusform>Desde el hoyo %1 se capturarían %n semillas si le tocara a %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>preview, not played</source>
        <extracomment>on the board&apos;s name plate of the player to move while the analysis&apos;s line is previewed</extracomment>
        <translation>vista previa, no jugada</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysis/analysispanel.cpp" line="+140"/>
        <source>Best line:</source>
        <translation>Mejor línea:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>Volver a la &amp;partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;threats</source>
        <translation>Mostrar &amp;amenazas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks the opponent&apos;s holes that would capture if it were their turn, with the seeds they would take.</source>
        <translation>Marca los hoyos del rival que capturarían si le tocara jugar, con las semillas que se llevarían.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On each hole: the seeds the player to move can expect in the end after playing it. It is an estimate, to a tenth of a seed; a proven one has a double rim.</source>
        <translation>En cada hoyo: las semillas que puede esperar al final quien mueve si juega ese hoyo. Es una estimación, con décimas de semilla; un valor demostrado lleva doble borde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number on each hole the player to move can play: the seeds that player can expect to have at the end after that move, if both sides then play their best. The computer estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the end, or the endgame tables hold the position, the value is proven, in whole seeds, and the badge has a double rim.</source>
        <translation>El número de cada hoyo que puede jugar quien mueve: las semillas que puede esperar tener al final tras esa jugada, si después ambos juegan lo mejor posible. La computadora lo estima mirando algunos turnos por delante, con décimas de semilla; cuando ve hasta el final, o las tablas de finales tienen la posición, el valor está demostrado, en semillas enteras, y la etiqueta lleva doble borde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many turns ahead the computer has looked so far, and how fast it looks.</source>
        <translation>Cuántos turnos por delante ha mirado el ordenador hasta ahora, y a qué velocidad.</translation>
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
        <translation>Empate si ambos juegan a la perfección (demostrado).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Even.</source>
        <translation>Igualado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by %2 with best play (proven).</source>
        <extracomment>%1 is a player&apos;s name, %2 a number of seeds</extracomment>
        <translation>Con juego perfecto gana %1 por %2 (demostrado).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ahead by %2.</source>
        <translation>%1 lleva %2 de ventaja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Depth %1 · %2 nodes/s</source>
        <translation>Profundidad %1 · %2 nodos/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth %1 · finished</source>
        <translation>Profundidad %1 · terminado</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisView</name>
    <message>
        <location filename="../app/gui/analysis/analysisview.cpp" line="+52"/>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Autosave</name>
    <message>
        <location filename="../app/gui/files/autosave.cpp" line="+168"/>
        <source>cannot create the folder “%1”</source>
        <translation>no se puede crear la carpeta “%1”</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>No se pudo guardar la partida automáticamente: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; move it away to have this game saved</source>
        <extracomment>why the game is not saved automatically: the autosave of an earlier game is kept</extracomment>
        <translation>la copia automática de tu última partida, “%1”, no se pudo leer (%2) y se conserva tal cual; muévela a otro sitio para que esta partida se guarde</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its file “%1” cannot be written: %2</source>
        <extracomment>why the game is not saved automatically: &quot;its file “…/autosave.hoyito” cannot be written: this is a folder&quot;</extracomment>
        <translation>no se puede escribir su archivo “%1”: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot replace the link “%1”</source>
        <translation>no se puede reemplazar el enlace “%1”</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Your last game could not be resumed: “%1”: %2. It was left as it is.</source>
        <extracomment>status line at start: something other than a file is where the autosave goes</extracomment>
        <translation>No se pudo retomar tu última partida: “%1”: %2. Se dejó tal cual.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your last game could not be resumed: its autosave “%1” cannot be read (%2). It is kept as it is.</source>
        <extracomment>status line at start: the autosave is there but cannot be read</extracomment>
        <translation>No se pudo retomar tu última partida: su copia automática “%1” no se puede leer (%2). Se conserva tal cual.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is damaged and could not be set aside</source>
        <translation>está dañada y no se pudo apartar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It could not be set aside and is kept as it is.</source>
        <translation>No se pudo retomar tu última partida: su copia automática está dañada (%1). No se pudo apartar y se conserva tal cual.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.</source>
        <extracomment>status line at start: the autosaved game could not be read</extracomment>
        <translation>No se pudo retomar tu última partida: su copia automática está dañada (%1). Se apartó como “%2”.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resumed your match: round %1 is over, round %2 is next</source>
        <extracomment>status line at start: a match resumed between rounds (the round summary is shown)</extracomment>
        <translation>Retomamos tu encuentro: terminó la ronda %1, sigue la ronda %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Resumed your last game (%n turn(s) played) — %1</source>
        <extracomment>status line at start: &quot;Resumed your last game (12 turns played) — South to move&quot;</extracomment>
        <translation>
            <numerusform>Retomamos tu última partida (%n turno jugado) — %1</numerusform>
            <numerusform>Retomamos tu última partida (%n turnos jugados) — %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” does not hold this game, so Save asks for a file name.</source>
        <extracomment>status line at start, after &quot;Resumed your last game&quot;: the file named in the settings is not the game&apos;s</extracomment>
        <translation>“%1” no contiene esta partida, así que Guardar pedirá un nombre de archivo.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AutosaveWarning</name>
    <message>
        <location filename="../app/gui/files/autosavewarning.cpp" line="+60"/>
        <source>This game is not being saved automatically: %1</source>
        <extracomment>the warning above the board when the autosave fails; %1 says why</extracomment>
        <translation>Esta partida no se está guardando automáticamente: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Game…</source>
        <translation>Guardar la partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &gt; Save (%1): keep the game in a file of your choice</source>
        <translation>Juego &gt; Guardar (%1): guardar la partida en el archivo que elijas</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardScene</name>
    <message>
        <location filename="../app/gui/board/boardscene.cpp" line="+398"/>
        <source>lap %1</source>
        <translation>vuelta %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: play %1</source>
        <extracomment>on the name plate of the player to move: the hint, also ringed on the board</extracomment>
        <translation>pista: juega %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thinking…</source>
        <extracomment>under the name of a computer player choosing its move, as in the side panel</extracomment>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>le toca</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: a draw</source>
        <extracomment>the board&apos;s banner at the end of a drawn match round: &quot;Round 3: a draw&quot;</extracomment>
        <translation>Ronda %1: empate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 wins!</source>
        <extracomment>the board&apos;s banner at the end of a match round: &quot;Round 3: Ana wins!&quot;</extracomment>
        <translation>Ronda %1: ¡gana %2!</translation>
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
        <translation>%1, hoyo %2, cerrado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 hole %2, empty</source>
        <extracomment>an empty hole, for screen readers: &quot;South hole c, empty&quot;</extracomment>
        <translation>%1, hoyo %2, vacío</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 hole %2, %n seed(s)</source>
        <extracomment>a hole, for screen readers: &quot;South hole c, 5 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1, hoyo %2, %n semilla</numerusform>
            <numerusform>%1, hoyo %2, %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot be played: its sowing would never end</source>
        <translation>No se puede jugar: su siembra no terminaría nunca</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playable. %1</source>
        <extracomment>a playable hole for screen readers while its move is previewed; %1 says what the move would do</extracomment>
        <translation>Se puede jugar. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playable</source>
        <translation>Se puede jugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not playable</source>
        <translation>No se puede jugar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This hole cannot be played: its sowing would go round and round and never end.</source>
        <translation>Este hoyo no se puede jugar: su siembra daría vueltas y vueltas sin terminar nunca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last four go to %1</source>
        <translation>Las últimas cuatro son para %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Closed for this round: %1 had too few seeds to fill it (traditional refill). It cannot be played, and sowing passes it by.</source>
        <extracomment>the tooltip of a hole closed by the traditional refill; %1 is its owner&apos;s name</extracomment>
        <translation>Cerrado en esta ronda: a %1 no le alcanzaron las semillas para llenarlo (relleno tradicional). No se puede jugar, y la siembra se lo salta.</translation>
    </message>
    <message>
        <location filename="../app/gui/board/boardanimation.cpp" line="+422"/>
        <source>%1 plays again</source>
        <translation>%1 vuelve a jugar</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardView</name>
    <message>
        <location filename="../app/gui/board/boardview.cpp" line="+219"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose one of your holes and Enter sows it, or type the hole&apos;s letter. Space or Escape ends a move&apos;s animation.</source>
        <translation>Izquierda y Derecha eligen uno de tus hoyos y Enter lo siembra, o escribe la letra del hoyo. Espacio o Escape terminan la animación de una jugada.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::CoachText</name>
    <message numerus="yes">
        <location filename="../app/record/coachtext.cpp" line="+53"/>
        <source>%n seed(s)</source>
        <extracomment>the seeds of several captures in one turn (Hoyito I&apos;s fours taken in passing), the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;12 seeds&quot;</extracomment>
        <translation>
            <numerusform>%n semilla</numerusform>
            <numerusform>%n semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a chain of %n seed(s) from %1</source>
        <extracomment>Hoyito II&apos;s casa and the fours behind it, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;a chain of 12 seeds from B&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>una cadena de %n semilla desde %1</numerusform>
            <numerusform>una cadena de %n semillas desde %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n seed(s) on %1</source>
        <extracomment>one casa, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;4 seeds on C&quot;; %1 is the letter of its hole</extracomment>
        <translation>
            <numerusform>%n semilla en %1</numerusform>
            <numerusform>%n semillas en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>then a chain of %n more from %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then a chain of 8 more from E&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>luego una cadena de %n más desde %1</numerusform>
            <numerusform>luego una cadena de %n más desde %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>then %n more on %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then 8 more on E&quot;; %1 is a hole&apos;s letter</extracomment>
        <translation>
            <numerusform>luego %n más en %1</numerusform>
            <numerusform>luego %n más en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>then %n more</source>
        <extracomment>the next turns of a player who captured and plays again, all they capture: &quot;then 12 more&quot;</extracomment>
        <translation>
            <numerusform>luego %n más</numerusform>
            <numerusform>luego %n más</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>captures %1</source>
        <extracomment>%1 what a turn captures: &quot;4 seeds on C&quot;, &quot;a chain of 12 seeds from B&quot;</extracomment>
        <translation>captura %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and plays again</source>
        <extracomment>%1 &quot;captures 4 seeds on C&quot;: the capture earns another turn</extracomment>
        <translation>%1 y vuelve a jugar</translation>
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
        <translation>%1 y se lleva las últimas cuatro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and the last four go to %2</source>
        <extracomment>%1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker, Hoyito III&apos;s handicap)</extracomment>
        <translation>%1, y las últimas cuatro son para %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and the board is empty</source>
        <extracomment>%1 what a player captured: it took the last seeds on the board, and the game is over</extracomment>
        <translation>%1, y el tablero queda vacío</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 leaves %2 no casa.</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent: after it, no move of theirs makes a casa</extracomment>
        <translation>%1 no le deja ninguna casa a %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lets %2 take only %n seed(s).</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent, who takes fewer seeds after it</extracomment>
        <translation>
            <numerusform>Con %1, %2 solo se lleva %n semilla.</numerusform>
            <numerusform>Con %1, %2 solo se lleva %n semillas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After %1, %2 %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they do next: &quot;captures a chain of 12 seeds from B and plays again&quot;</extracomment>
        <translation>Tras %1, %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1, %2 threatens %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>Tras %1, %2 amenaza con capturar %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 captures nothing.</source>
        <extracomment>%1 the move played, which captures nothing (the better move does)</extracomment>
        <translation>%1 no captura nada.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures only %n seed(s).</source>
        <extracomment>%1 the move played, which captures less than the better move</extracomment>
        <translation>
            <numerusform>%1 solo captura %n semilla.</numerusform>
            <numerusform>%1 solo captura %n semillas.</numerusform>
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
        <translation>En lugar de %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No capture in the next turns tells %1 from %2: the difference comes later.</source>
        <extracomment>%1 the best move, %2 the move played: their lines capture alike in the next turns</extracomment>
        <translation>Ninguna captura de los próximos turnos distingue %1 de %2: la diferencia llega más tarde.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves %1 no casa</source>
        <extracomment>%1 the opponent: after the hinted move, no move of theirs makes a casa</extracomment>
        <translation>no le deja ninguna casa a %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>threatens %1 and the last four</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;a chain of 8 seeds from B&quot;; that capture would leave the last four, which they would take too</extracomment>
        <translation>amenaza con capturar %1 y llevarse las últimas cuatro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threatens %1</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>amenaza con capturar %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <extracomment>the two things a hinted move leaves: %1 &quot;leaves North no casa&quot;, %2 &quot;threatens 8 seeds on C&quot;</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It then %1.</source>
        <extracomment>the second sentence of a hint, after what the move captures; &quot;it&quot; is the hinted move, %1 what it leaves: &quot;leaves North no casa and threatens 8 seeds on C&quot;</extracomment>
        <translation>Después %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 lets %2 take no more than %n seed(s) at once.</source>
        <extracomment>%1 the hinted move&apos;s letter, %2 the opponent, who can take at most so many seeds in one turn after it</extracomment>
        <translation>
            <numerusform>Con %1, %2 no puede llevarse más de %n semilla de una vez.</numerusform>
            <numerusform>Con %1, %2 no puede llevarse más de %n semillas de una vez.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::ComputerPlayer</name>
    <message>
        <location filename="../app/gui/game/computerplayer.cpp" line="+110"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestro</translation>
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
        <translation>Computadora (%1)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::EvalBar</name>
    <message>
        <location filename="../app/gui/board/evalbar.cpp" line="+24"/>
        <location line="+25"/>
        <source>Evaluation bar</source>
        <translation>Barra de evaluación</translation>
    </message>
</context>
<context>
    <name>hoyito::app::FileActions</name>
    <message>
        <location filename="../app/gui/files/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game as Text</source>
        <translation>&amp;Copiar la partida como texto</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameActions</name>
    <message>
        <location filename="../app/gui/game/gameactions.cpp" line="+46"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rehacer jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play Game</source>
        <translation>&amp;Ver la repetición</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameFiles</name>
    <message>
        <location filename="../app/gui/files/gamefiles.cpp" line="+429"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
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
        <translation>%1, ronda %2</translation>
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
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+8"/>
        <location line="+27"/>
        <location line="+5"/>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>The game cannot be saved.</source>
        <translation>La partida no se puede guardar.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be saved.</source>
        <translation>No se pudo guardar la partida.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game as “%1”</source>
        <extracomment>status line after saving: the file name</extracomment>
        <translation>Partida guardada como “%1”</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+48"/>
        <source>Hoyito games (*.%1)</source>
        <translation>Partidas de Hoyito (*.%1)</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+48"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 vs %2 %3</source>
        <extracomment>suggested file name of a saved game: &quot;Ana vs Luis 2025-01-31&quot;</extracomment>
        <translation>%1 contra %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+36"/>
        <source>Open Game</source>
        <extracomment>the message box when a file is not a game record: its name, then the problem</extracomment>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” could not be opened.</source>
        <translation>No se pudo abrir “%1”.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the match in progress before opening “%1”?</source>
        <translation>¿Guardar el encuentro en curso antes de abrir “%1”?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before opening “%1”?</source>
        <translation>¿Guardar el encuentro terminado antes de abrir “%1”?</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: &quot;Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Se abrió “%1”: %n turno, empate (%2 %3 – %4 %5). Repetición: Inicio va al principio.</numerusform>
            <numerusform>Se abrió “%1”: %n turnos, empate (%2 %3 – %4 %5). Repetición: Inicio va al principio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: %2 the winner &quot;Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Se abrió “%1”: %n turno, ganó %2 (%3 %4 – %5 %6). Repetición: Inicio va al principio.</numerusform>
            <numerusform>Se abrió “%1”: %n turnos, ganó %2 (%3 %4 – %5 %6). Repetición: Inicio va al principio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>The match (%n round(s) so far) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>El encuentro (%n ronda hasta ahora) no está en ningún archivo. Si lo descartas, se pierde.</numerusform>
            <numerusform>El encuentro (%n rondas hasta ahora) no está en ningún archivo. Si lo descartas, se pierde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>El encuentro tiene jugadas que “%1” no tiene. Si las descartas, se pierden.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Save the game in progress before opening “%1”?</source>
        <translation>¿Guardar la partida en curso antes de abrir “%1”?</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>This game starts from a position that a saved game cannot hold.</source>
        <translation>Esta partida empieza desde una posición que una partida guardada no puede contener.</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>Opened “%1”: %n turn(s) played, %2</source>
        <extracomment>status line: an unfinished game was opened and goes on</extracomment>
        <translation>
            <numerusform>Se abrió “%1”: %n turno jugado, %2</numerusform>
            <numerusform>Se abrió “%1”: %n turnos jugados, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s game review was not loaded: %1</source>
        <translation>No se cargó la revisión de la partida: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the match in progress before starting a new game?</source>
        <translation>¿Guardar el encuentro en curso antes de empezar otra partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before starting a new game?</source>
        <translation>¿Guardar el encuentro terminado antes de empezar otra partida?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game in progress before starting a new one?</source>
        <translation>¿Guardar la partida en curso antes de empezar otra?</translation>
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
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar el menú</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Copied the game to the clipboard as text</source>
        <translation>La partida se copió como texto al portapapeles</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unsaved Game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>La partida en curso (%n turno) no está en ningún archivo. Si la descartas, se pierde.</numerusform>
            <numerusform>La partida en curso (%n turnos) no está en ningún archivo. Si la descartas, se pierde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>La partida en curso tiene jugadas que “%1” no tiene. Si las descartas, se pierden.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonOffer</name>
    <message>
        <location filename="../app/gui/learn/lessonoffer.cpp" line="+81"/>
        <source>New to Hoyito? Short lessons on the board teach the game in about 15 minutes.</source>
        <extracomment>the offer above the board for a player who has not started the lessons</extracomment>
        <translation>¿Primera vez con Hoyito? Unas lecciones cortas sobre el tablero te enseñan a jugar en unos 15 minutos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not Now</source>
        <extracomment>a button of the lessons&apos; offer: do not ask again</extracomment>
        <translation>Ahora no</translation>
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
        <translation>Pista: %1</translation>
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
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows a hint for this step; a step passed with a hint earns one star less.</source>
        <translation>Muestra una pista para este paso; un paso superado con pista da una estrella menos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the lesson window: play the step again from its start</extracomment>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the lesson window: the next step or lesson</extracomment>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Watch Them Again</source>
        <extracomment>a button of the lesson window: the moves played before the step, again on the board</extracomment>
        <translation>&amp;Verlas de nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play a Game…</source>
        <extracomment>a button of the lesson window at the end of the course: close the lessons and set up a game</extracomment>
        <translation>&amp;Jugar una partida…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainMenus</name>
    <message>
        <location filename="../app/gui/window/mainmenus.cpp" line="+63"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set &amp;Up Position…</source>
        <translation>Preparar &amp;posición…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pu&amp;zzles…</source>
        <extracomment>Game menu: the puzzle trainer</extracomment>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Side &amp;Panel</source>
        <translation>&amp;Panel lateral</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Hoyito…</source>
        <extracomment>Help menu: the interactive lessons</extracomment>
        <translation>Apr&amp;ender Hoyito…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Hoyito</source>
        <translation>&amp;Acerca de Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+68"/>
        <location line="+437"/>
        <source>Game</source>
        <translation>Partida</translation>
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
        <translation>Partida o encuentro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ngle game</source>
        <translation>Partida &amp;suelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match of several rounds</source>
        <translation>&amp;Encuentro de varias rondas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rondas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;First to</source>
        <translation>&amp;Primero en llegar a</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-four &amp;handicap</source>
        <translation>&amp;Ventaja de las últimas cuatro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of rounds</source>
        <translation>Número de rondas</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Traditional refill</source>
        <translation>Re&amp;lleno tradicional</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source> win(s)</source>
        <extracomment>after the &quot;First to&quot; spin box, whose number it follows: &quot;First to [3] wins&quot;</extracomment>
        <translation>
            <numerusform> victoria</numerusform>
            <numerusform> victorias</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins needed</source>
        <translation>Victorias necesarias</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns</source>
        <translation>Se turnan los jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of the last round</source>
        <translation>Quien perdió la ronda anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts rounds 2 and later. After a drawn round the player who did not start the previous round starts.</source>
        <translation>Quién empieza de la ronda 2 en adelante. Tras una ronda empatada empieza el jugador que no empezó la vez anterior.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hoyito III: in rounds 1 and 2 the last four go to the player who captured the penultimate four; from round 3 on, to the winner of the previous round.</source>
        <translation>Hoyito III: en las rondas 1 y 2 las últimas cuatro son para quien capturó la penúltima casa; desde la ronda 3, para quien ganó la ronda anterior.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After each round each player refills their own row from their left, four seeds a hole, with the seeds they won. Holes they cannot fill stay closed for the round; the seeds left over count for them in the next round. A player who cannot fill a single hole loses the match.</source>
        <translation>Después de cada ronda, cada jugador vuelve a llenar su fila desde su izquierda, cuatro semillas por hoyo, con las semillas que ganó. Los hoyos que no pueda llenar quedan cerrados esa ronda; las semillas que le sobren cuentan para él en la ronda siguiente. Quien no pueda llenar ni un hoyo pierde el encuentro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length:</source>
        <translation>Duración:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds start with:</source>
        <translation>Quién empieza las demás rondas:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>From round 3 the last four go to the winner of the previous round.</source>
        <translation>Desde la ronda 3, las últimas cuatro son para quien ganó la ronda anterior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap is Hoyito III&apos;s: in this game the last four always go to the player who captured the penultimate four.</source>
        <translation>La ventaja es propia de Hoyito III: en este juego las últimas cuatro son siempre para quien capturó la penúltima casa.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchResultDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="+129"/>
        <source>&amp;New Match</source>
        <translation>&amp;Nuevo encuentro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match Over</source>
        <translation>Fin del encuentro</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play another match with the same players and choices</source>
        <extracomment>the New Match button: a new match with the same players and choices</extracomment>
        <translation>Jugar otro encuentro con los mismos jugadores y opciones</translation>
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
        <translation>quien ganó la ronda %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>who captured the penultimate four (round %1 was drawn)</source>
        <translation>quien capturó la penúltima casa (la ronda %1 quedó empatada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who captured the penultimate four</source>
        <translation>quien capturó la penúltima casa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>capturer, round %1 drawn</source>
        <extracomment>scoreboard: the capturer took the last four, the previous round being drawn</extracomment>
        <translation>por la penúltima casa; ronda %1 empatada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capturer</source>
        <extracomment>scoreboard: the player who captured the penultimate four took the last four</extracomment>
        <translation>por la penúltima casa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: the last four go to %2, %3</source>
        <extracomment>the status line when the last four are awarded in a match: &quot;Round 3: the last four go to North, winner of round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Ronda %1: las últimas cuatro son para %2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: %2 won round %3</source>
        <extracomment>the banner&apos;s second line: &quot;Round 3: North won round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Ronda %1: %2 ganó la ronda %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four (round %3 was drawn)</source>
        <translation>Ronda %1: %2 capturó la penúltima casa (la ronda %3 quedó empatada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four</source>
        <translation>Ronda %1: %2 capturó la penúltima casa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1: %2 starts; the last four go to %3, winner of round %4.</source>
        <translation>Ronda %1: empieza %2; las últimas cuatro son para %3, que ganó la ronda %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the penultimate four.</source>
        <translation>Ronda %1: empieza %2; la ronda %3 quedó empatada, así que las últimas cuatro son para quien capture la penúltima casa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: %2 starts; the last four go to whoever captures the penultimate four.</source>
        <translation>Ronda %1: empieza %2; las últimas cuatro son para quien capture la penúltima casa.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 fills all %2 holes and keeps %n seed(s).</source>
        <extracomment>the refill before a round: &quot;Ana fills all 6 holes and keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 llena sus %2 hoyos y se queda con %n semilla.</numerusform>
            <numerusform>%1 llena sus %2 hoyos y se queda con %n semillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 fills only %n hole(s); the others stay closed.</source>
        <extracomment>the refill before a round, when a player cannot fill every hole: &quot;Ana fills only 5 holes; the others stay closed. Ana keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 solo llena %n hoyo; los demás quedan cerrados.</numerusform>
            <numerusform>%1 solo llena %n hoyos; los demás quedan cerrados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 keeps %n seed(s).</source>
        <translation>
            <numerusform>%1 se queda con %n semilla.</numerusform>
            <numerusform>%1 se queda con %n semillas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 is drawn, %2–%3.</source>
        <extracomment>&quot;Round 2 is drawn, 24–24.&quot;</extracomment>
        <translation>La ronda %1 queda empatada, %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: %2 wins %3–%4.</source>
        <extracomment>&quot;Round 3: Luis wins 28–20.&quot;</extracomment>
        <translation>Ronda %1: gana %2, %3–%4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last four went to %1, %2.</source>
        <translation>Las últimas cuatro fueron para %1, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round ended because %1.</source>
        <translation>La ronda terminó porque %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The next round starts in %n second(s).</source>
        <extracomment>between rounds of a match between computers</extracomment>
        <translation>
            <numerusform>La siguiente ronda empieza en %n segundo.</numerusform>
            <numerusform>La siguiente ronda empieza en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computers are paused: the next round waits.</source>
        <translation>Las computadoras están en pausa: la siguiente ronda espera.</translation>
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
        <translation>¡%1 gana el encuentro!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A drawn match</source>
        <translation>Encuentro empatado</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 could not fill a single hole and loses the match (traditional refill).</source>
        <translation>%1 no pudo llenar ni un hoyo y pierde el encuentro (relleno tradicional).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one round was played.</source>
        <extracomment>the end of a match of several rounds: &quot;All 5 rounds were played.&quot;</extracomment>
        <translation>Se jugó la única ronda.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>All %n round(s) were played.</source>
        <translation>
            <numerusform>Se jugó %n ronda.</numerusform>
            <numerusform>Se jugaron las %n rondas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 won %n round(s).</source>
        <extracomment>the end of a match to a number of won rounds: &quot;Ana won 3 rounds.&quot;</extracomment>
        <translation>
            <numerusform>%1 ganó %n ronda.</numerusform>
            <numerusform>%1 ganó %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rounds were level, and so were the seeds: %1 each.</source>
        <translation>Empataron en rondas y también en semillas: %1 cada uno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds were level; the seeds decide: %1 %2, %3 %4.</source>
        <translation>Empataron en rondas; deciden las semillas: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchView</name>
    <message>
        <location filename="../app/gui/match/matchview.cpp" line="+26"/>
        <location line="+32"/>
        <source>Match</source>
        <translation>Encuentro</translation>
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
        <translation>Encuentro: %1</translation>
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
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Computadora</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Custom: 2 ×</source>
        <translation>Otro: 2 ×</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Holes per row</source>
        <translation>Hoyos por fila</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s level</source>
        <extracomment>the computer&apos;s level, for screen readers: &quot;South&apos;s level&quot;</extracomment>
        <translation>Nivel de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>South (near row):</source>
        <translation>Sur (fila de abajo):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (far row):</source>
        <translation>Norte (fila de arriba):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played by</source>
        <extracomment>the Human / Computer choice, for screen readers: &quot;South played by&quot;</extracomment>
        <translation>Quién juega por %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts:</source>
        <translation>Empieza:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayerCard</name>
    <message>
        <location filename="../app/gui/window/gamepanel.cpp" line="+139"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to move</source>
        <translation>le toca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>winner</source>
        <translation>ganó</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayersMenu</name>
    <message>
        <location filename="../app/gui/game/playersmenu.cpp" line="+122"/>
        <source>&amp;Players</source>
        <translation>Ju&amp;gadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;South</source>
        <translation>&amp;Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;North</source>
        <translation>&amp;Norte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Human</source>
        <translation>&amp;Humano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: &amp;%1 %2</source>
        <extracomment>a menu item: the computer at a level, &quot;Computer: 3 Medium&quot;</extracomment>
        <translation>Computadora: &amp;%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pausar la computadora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tep: Next Computer Move</source>
        <translation>&amp;Avanzar: siguiente jugada de la computadora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is thinking…</source>
        <extracomment>the thinking indicator: &quot;North is thinking…&quot;</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: Step (%1) plays %2&apos;s move</source>
        <extracomment>paused before a computer&apos;s move: &quot;Paused: Step (S) plays North&apos;s move&quot;</extracomment>
        <translation>En pausa: Avanzar (%1) hace la jugada de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer paused</source>
        <translation>Computadora en pausa</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: play %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move: &quot;Hint: play c&quot;</extracomment>
        <translation>Pista: juega %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move, with its reason, which names the move first: &quot;Hint: c captures 4 seeds on D and plays again.&quot;</extracomment>
        <translation>Pista: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PositionText</name>
    <message>
        <location filename="../app/record/positiontext.cpp" line="+12"/>
        <source>a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields</source>
        <translation>una posición se escribe VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], en 6 o 7 campos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant (field 1) must be I, II or III</source>
        <translation>la variante (campo 1) debe ser I, II o III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the holes per row (field 2) must be a number from %1 to %2</source>
        <translation>los hoyos por fila (campo 2) deben ser un número de %1 a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the player to move (field 3) must be S or N</source>
        <translation>el jugador al que le toca (campo 3) debe ser S o N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field 4 must hold one seed count for each hole of both rows</source>
        <translation>el campo 4 debe tener un número de semillas por cada hoyo de ambas filas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a closed hole</source>
        <extracomment>%1 the place of the bad seed count in field 4&apos;s list: 1 for the first</extracomment>
        <translation>campo 4, elemento %1: el número de semillas debe ser un número de 0 a las 8N semillas de la partida, o x para un hoyo cerrado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s score (field %2) must be a number from 0 to the 8N seeds of the game</source>
        <translation>la puntuación de %1 (campo %2) debe ser un número de 0 a las 8N semillas de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board and the scores hold more than the 8N seeds of the game</source>
        <translation>el tablero y las puntuaciones suman más de las 8N semillas de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last-four taker (field 7) must be capturer, S or N</source>
        <translation>quien se lleva las últimas cuatro (campo 7) debe ser capturer, S o N</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over in this position</source>
        <translation>en esta posición la partida ya terminó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a row has %1 to %2 holes, not %3</source>
        <translation>una fila tiene de %1 a %2 hoyos, no %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board and the scores hold %1 seeds, more than the %2 of a game on this board</source>
        <translation>el tablero y las puntuaciones suman %1 semillas, más que las %2 de una partida en este tablero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hole %1 is closed and cannot hold seeds</source>
        <translation>el hoyo %1 está cerrado y no puede tener semillas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there are no seeds on the board, so the game is over</source>
        <translation>no hay semillas en el tablero, así que la partida terminó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every seed but the last four is captured, so the capture that left them ended the game</source>
        <translation>todas las semillas salvo las últimas cuatro están capturadas, así que la captura que las dejó terminó la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no seeds, and a game cannot begin with a pass</source>
        <translation>le toca a %1, pero no tiene semillas, y una partida no puede empezar con un pase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass</source>
        <translation>cada hoyo que %1 podría jugar empieza una siembra que no termina nunca, y una partida no puede empezar con un pase</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PuzzleFile</name>
    <message>
        <location filename="../app/record/puzzlefile.cpp" line="+63"/>
        <source>not JSON: %1 at character %2</source>
        <translation>no es JSON: %1 en el carácter %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;id&quot; must be a text that is not empty</source>
        <translation>&quot;id&quot; debe ser un texto no vacío</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;position&quot; must be a position text</source>
        <translation>&quot;position&quot; debe ser un texto de posición</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;position&quot;: %1</source>
        <translation>&quot;position&quot;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;solution&quot; must be a list of moves that is not empty</source>
        <translation>&quot;solution&quot; debe ser una lista de jugadas no vacía</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;solution&quot;: move %1 is not a text</source>
        <translation>&quot;solution&quot;: la jugada %1 no es un texto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;solution&quot;: move %1 comes after the end of the game</source>
        <translation>&quot;solution&quot;: la jugada %1 viene después del final de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;solution&quot;: move %1 &apos;%2&apos; cannot be played at %3</source>
        <translation>&quot;solution&quot;: la jugada %1 &apos;%2&apos; no se puede jugar en %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;themes&quot; must be a list of theme names</source>
        <translation>&quot;themes&quot; debe ser una lista de nombres de temas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;themes&quot;: &apos;%1&apos; is not a theme</source>
        <translation>&quot;themes&quot;: &apos;%1&apos; no es un tema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;rating&quot; must be a whole number from 0 to 10000</source>
        <translation>&quot;rating&quot; debe ser un número entero de 0 a 10000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;proven&quot; must be true or false</source>
        <translation>&quot;proven&quot; debe ser true o false</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;depth&quot; must be a whole number from 1 to 100</source>
        <translation>&quot;depth&quot; debe ser un número entero de 1 a 100</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; debe ser un número entero</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordFileText</name>
    <message>
        <location filename="../app/record/recordload.cpp" line="+40"/>
        <source>the file is larger than %1 MiB, too large for a game record</source>
        <translation>el archivo pasa de %1 MiB, demasiado grande para una partida guardada</translation>
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
        <translation>true o false</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+602"/>
        <source>a text</source>
        <translation>un texto</translation>
    </message>
    <message>
        <location line="-601"/>
        <location line="+615"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="-614"/>
        <location line="+252"/>
        <location line="+185"/>
        <location line="+30"/>
        <location line="+156"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location line="-620"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: round %2 is not finished, yet a later round follows it</source>
        <translation>%1: la ronda %2 no terminó, pero la sigue otra ronda</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is not UTF-8 text: byte %1 (0x%2) is invalid</source>
        <translation>el archivo no es texto UTF-8: el byte %1 (0x%2) no es válido</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON file: %1 at byte %2 (line %3, column %4)</source>
        <translation>no es un archivo JSON: %1 en el byte %2 (línea %3, columna %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Hoyito game record: the file holds a JSON list, not an object</source>
        <translation>no es una partida de Hoyito: el archivo contiene una lista JSON, no un objeto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a Hoyito game record: it has no &quot;format&quot; field</source>
        <translation>no es una partida de Hoyito: no tiene el campo &quot;format&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Hoyito game record: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>no es una partida de Hoyito: &quot;format&quot; es %1, no &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>variant: unknown variant &quot;%1&quot; (known: I, II, III)</source>
        <translation>variant: variante desconocida &quot;%1&quot; (se conocen: I, II, III)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>date: &quot;%1&quot; is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)</source>
        <translation>date: &quot;%1&quot; no es una fecha y hora ISO 8601 (como 2025-01-31T14:05:00+01:00)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: a record with a start position is version %2, but this one says version %3</source>
        <translation>%1: una partida con posición inicial es de la versión %2, pero esta dice versión %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a match starts from the opening, so only a single game has a start position</source>
        <translation>%1: un encuentro empieza desde la posición de salida, así que solo una partida suelta puede tener posición inicial</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; cannot start a game: %3</source>
        <translation>%1: &quot;%2&quot; no puede iniciar una partida: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is of %1, but &quot;variant&quot; says %2</source>
        <translation>la posición es de %1, pero &quot;variant&quot; dice %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 holes a row, but &quot;holesPerRow&quot; says %2</source>
        <translation>la posición tiene %1 hoyos por fila, pero &quot;holesPerRow&quot; dice %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position gives the last four to %1, but &quot;lastFourTaker&quot; says %2</source>
        <translation>la posición da las últimas cuatro a %1, pero &quot;lastFourTaker&quot; dice %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 to move, but &quot;start&quot; says %2</source>
        <translation>en la posición le toca a %1, pero &quot;start&quot; dice %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: expected two scores [South, North], found %2</source>
        <translation>%1: se esperaban dos puntuaciones [Sur, Norte], hay %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the file says %2, but its moves give %3</source>
        <translation>%1: el archivo dice %2, pero sus jugadas dan %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round %1, the record&apos;s own game, comes after the end of the match: after round %2, %3</source>
        <translation>la ronda %1, la partida del propio archivo, viene después del final del encuentro: tras la ronda %2, %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: round %2 comes after the end of the match: after round %3, %4</source>
        <translation>%1: la ronda %2 viene después del final del encuentro: tras la ronda %3, %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the starters alternate</source>
        <translation>se alterna quién empieza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 was drawn, so the player who did not start it starts</source>
        <translation>la ronda %1 quedó empatada, así que empieza quien no la empezó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the loser of round %1 starts</source>
        <translation>empieza quien perdió la ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file says %2 starts round %3, but the match rules give %4 (%5)</source>
        <translation>%1: el archivo dice que %2 empieza la ronda %3, pero según las reglas del encuentro empieza %4 (%5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the capturer of the penultimate four</source>
        <translation>quien capturó la penúltima casa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the file gives the last four of round %2 to %3, but the match rules give them %4</source>
        <translation>%1: el archivo da las últimas cuatro de la ronda %2 a %3, pero según las reglas del encuentro son %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>round %1, move %2 (%3): %4</source>
        <translation>ronda %1, jugada %2 (%3): %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 (%2): %3</source>
        <translation>jugada %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: the review has no turns</source>
        <translation>%1: la revisión no tiene ningún turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the review goes on after the last turn of the game, turn %2</source>
        <translation>%1: la revisión sigue después del último turno de la partida, el turno %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the review stops at turn %2, but the game goes on to turn %3; only a review of every turn is kept</source>
        <translation>%1: la revisión termina en el turno %2, pero la partida llega hasta el turno %3; solo se guarda una revisión de todos los turnos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the review is of another game: turn %2 of this game is %3, not %4</source>
        <translation>%1: la revisión es de otra partida: el turno %2 de esta partida es %3, no %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+74"/>
        <source>%1: %2 cannot be played at turn %3: %4</source>
        <translation>%1: %2 no se puede jugar en el turno %3: %4</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: %2 is above the best value, %3</source>
        <translation>%1: %2 está por encima del mejor valor, %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the best move is the move played, %2, yet its value %3 is not the best value %4</source>
        <translation>%1: la mejor jugada es la jugada hecha, %2, pero su valor %3 no es el mejor valor %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the move played, %2, has the best value, so it is the best move, not %3</source>
        <translation>%1: la jugada hecha, %2, tiene el mejor valor, así que es la mejor jugada, no %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the best move is the move played, so its line must be the move played&apos;s line</source>
        <translation>%1: la mejor jugada es la jugada hecha, así que su línea debe ser la de la jugada hecha</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a line has 1 to %2 moves, not %3</source>
        <translation>%1: una línea tiene de 1 a %2 jugadas, no %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the line starts with %2, not with its move %3</source>
        <translation>%1: la línea empieza por %2, no por su jugada %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>falta el campo &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: se esperaba %2, hay %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, found %2</source>
        <translation>%1: se esperaba un número entero, hay %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is out of range, expected a number from %3 to %4</source>
        <translation>%1: %2 está fuera de rango, se esperaba un número de %3 a %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; no es ninguno de %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+33"/>
        <source>a part of the path is not a folder</source>
        <translation>una parte de la ruta no es una carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the path has too many symbolic links (a link that leads back to itself?)</source>
        <translation>la ruta tiene demasiados enlaces simbólicos (¿un enlace que lleva a sí mismo?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied (to read the file, or to open a folder on its path)</source>
        <translation>permiso denegado (para leer el archivo o para abrir una carpeta de su ruta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is too long</source>
        <translation>el nombre del archivo es demasiado largo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a named pipe (FIFO), not a game record</source>
        <translation>esto es una tubería con nombre (FIFO), no una partida guardada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a socket, not a game record</source>
        <translation>esto es un socket, no una partida guardada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a device, not a game record</source>
        <translation>esto es un dispositivo, no una partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file, not a game record</source>
        <translation>esto no es un archivo normal ni una partida guardada</translation>
    </message>
    <message>
        <location line="+68"/>
        <location filename="../app/record/recordload.cpp" line="+43"/>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <location filename="../app/record/recordload.cpp" line="-561"/>
        <source>version %1 records are not supported; this Hoyito reads versions %2 to %3</source>
        <translation>las partidas de la versión %1 no son compatibles; este Hoyito lee las versiones %2 a %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+6"/>
        <location line="+9"/>
        <source>this is a folder, not a game record</source>
        <translation>esto es una carpeta, no una partida guardada</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot open the file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>no file name was given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <location filename="../app/record/recordsave.cpp" line="+41"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>%1: not saved, the game record is invalid: %2</source>
        <translation>%1: no se guardó, la partida no es válida: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: no se puede escribir el archivo: %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordText</name>
    <message>
        <location filename="../app/record/gamerecord.cpp" line="+247"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: %1</source>
        <translation>Empieza: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refill: South carries %1, North carries %2; closed holes: %3</source>
        <translation>Relleno: Sur trae %1, Norte trae %2; hoyos cerrados: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2 took them</source>
        <translation>%1; se las llevó %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last four: %1</source>
        <translation>Últimas cuatro: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not finished, captured %1</source>
        <translation>sin terminar, capturadas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South wins %1 (%2)</source>
        <translation>gana Sur %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North wins %1 (%2)</source>
        <translation>gana Norte %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw %1 (%2)</source>
        <translation>empate %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer, level %2)</source>
        <translation>%1 (computadora, nivel %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>the game is already over</source>
        <translation>la partida ya terminó</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;%1&quot; is not a move (a hole letter, or - for a pass)</source>
        <translation>&quot;%1&quot; no es una jugada (la letra de un hoyo, o - para pasar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no hole %1 on a row of %2</source>
        <translation>no hay hoyo %1 en una fila de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hole %1 is %2&apos;s, and %3 is to move</source>
        <translation>el hoyo %1 es de %2, y le toca a %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no hole %1</source>
        <translation>no hay hoyo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is not %2&apos;s</source>
        <translation>el hoyo %1 no es de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is closed</source>
        <translation>el hoyo %1 está cerrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is empty</source>
        <translation>el hoyo %1 está vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 starts a sowing that never ends</source>
        <translation>el hoyo %1 empieza una siembra que no termina nunca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a legal move and cannot pass</source>
        <translation>%1 tiene una jugada válida y no puede pasar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>jugada no válida</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>a name is at most %n characters long</source>
        <translation>
            <numerusform>un nombre tiene como máximo %n carácter</numerusform>
            <numerusform>un nombre tiene como máximo %n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>this one has %n</source>
        <translation>
            <numerusform>este tiene %n</numerusform>
            <numerusform>este tiene %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold control characters such as line breaks (%1)</source>
        <translation>un nombre no puede contener caracteres de control como los saltos de línea (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot hold characters that change the writing direction (%1)</source>
        <translation>un nombre no puede contener caracteres que cambien la dirección de la escritura (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold invisible characters (%1)</source>
        <translation>un nombre no puede contener caracteres invisibles (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a name cannot stack more than %n marks on one character</source>
        <translation>
            <numerusform>un nombre no puede apilar más de %n signo diacrítico sobre un mismo carácter</numerusform>
            <numerusform>un nombre no puede apilar más de %n signos diacríticos sobre un mismo carácter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name must be valid text (this one has a broken surrogate pair)</source>
        <translation>un nombre debe ser texto válido (este tiene un par suplente roto)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>first to %n win(s)</source>
        <translation>
            <numerusform>a %n victoria</numerusform>
            <numerusform>a %n victorias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>all %n round(s) were played</source>
        <translation>
            <numerusform>se jugó %n ronda</numerusform>
            <numerusform>se jugaron las %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won %n round(s)</source>
        <translation>
            <numerusform>%1 ganó %n ronda</numerusform>
            <numerusform>%1 ganó %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>tras %n ronda</numerusform>
            <numerusform>tras %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-48"/>
        <source>starters alternate</source>
        <translation>se alterna quién empieza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the loser starts</source>
        <translation>empieza quien pierde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last-four handicap</source>
        <translation>con ventaja de las últimas cuatro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no last-four handicap</source>
        <translation>sin ventaja de las últimas cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traditional refill</source>
        <translation>relleno tradicional</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to %1, winner of round %2</source>
        <translation>para %1, que ganó la ronda %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to the capturer of the penultimate four, round %1 being drawn</source>
        <translation>para quien capturó la penúltima casa, por quedar empatada la ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the capturer of the penultimate four</source>
        <translation>para quien capturó la penúltima casa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the one round was played</source>
        <translation>se jugó la única ronda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not fill a single hole</source>
        <translation>%1 no pudo llenar ni un hoyo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South %1, North %2 %3; seeds %4-%5</source>
        <translation>Sur %1, Norte %2 %3; semillas %4-%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in progress, in round %1</source>
        <translation>en curso, en la ronda %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a drawn match, %1 and equal seeds (%2)</source>
        <translation>encuentro empatado, %1 e iguales en semillas (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2 (%3)</source>
        <translation>%1 gana el encuentro, %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match on seeds, %2 with %3-%4 seeds (%5)</source>
        <translation>%1 gana el encuentro por semillas, %2 con %3-%4 semillas (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match %2 (%3)</source>
        <translation>%1 gana el encuentro %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ReplayBar</name>
    <message>
        <location filename="../app/gui/game/replaybar.cpp" line="+110"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Repetición</translation>
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
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back One Turn</source>
        <translation>Un turno atrás</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Forward One Turn</source>
        <translation>Un turno adelante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Position</source>
        <translation>Última posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Turn %1 of %2</source>
        <extracomment>replay bar: the turn shown (or being shown), of all turns</extracomment>
        <translation>Turno %1 de %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+190"/>
        <source>Play On From Here</source>
        <translation>Seguir jugando desde aquí</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Play the game on, live, from the position shown</source>
        <translation>Seguir la partida, en vivo, desde la posición que se ve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game at its last position</source>
        <translation>Volver a la partida en su última posición</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>Start (%n turn(s))</source>
        <extracomment>replay bar at the first position</extracomment>
        <translation>
            <numerusform>Inicio (%n turno)</numerusform>
            <numerusform>Inicio (%n turnos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay: the start of the game — %1</source>
        <extracomment>status line in replay mode at the first position</extracomment>
        <translation>Repetición: el inicio de la partida — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay, turn %1 of %2: %3</source>
        <extracomment>status line in replay mode: the turn shown and what it did</extracomment>
        <translation>Repetición, turno %1 de %2: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Play on from the start and drop all %n turn(s) of the game?</source>
        <extracomment>asked before &quot;Play On From Here&quot; drops the rest of the game</extracomment>
        <translation>
            <numerusform>¿Seguir jugando desde el inicio y descartar %n turno de la partida?</numerusform>
            <numerusform>¿Seguir jugando desde el inicio y descartar los %n turnos de la partida?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play on after turn %1 and drop the %n turn(s) after it?</source>
        <translation>
            <numerusform>¿Seguir jugando después del turno %1 y descartar %n turno siguiente?</numerusform>
            <numerusform>¿Seguir jugando después del turno %1 y descartar los %n turnos siguientes?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redo brings them back until you play a different move. A file the game was opened from keeps them until you save over it.</source>
        <translation>Rehacer los recupera mientras no hagas otra jugada. El archivo del que se abrió la partida los conserva hasta que guardes encima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play On</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ResultDialog</name>
    <message>
        <location filename="../app/gui/window/resultdialog.cpp" line="+18"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundReplayDialog</name>
    <message>
        <location filename="../app/gui/match/roundreplaydialog.cpp" line="+214"/>
        <source>Round %1 — Replay</source>
        <extracomment>the title of a replayed round&apos;s window: &quot;Round 2 — Replay&quot;</extracomment>
        <translation>Ronda %1 — Repetición</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review &amp;Round</source>
        <extracomment>the button of a replayed round&apos;s window that reviews every turn of the round</extracomment>
        <translation>Revisar la &amp;ronda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <extracomment>the button that closes a replayed round&apos;s window (no accelerator: Alt+C is the review&apos;s Cancel)</extracomment>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundSummaryDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="-47"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Siguiente ronda</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1</source>
        <extracomment>the round summary&apos;s title: &quot;Round 2&quot;</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match: %1</source>
        <extracomment>the match score in the round summary: &quot;Match: Ana 1 – Luis 1&quot;</extracomment>
        <translation>Encuentro: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next Round &amp;Now</source>
        <extracomment>the round summary&apos;s button while the next round counts down to its start</extracomment>
        <translation>Siguiente ronda &amp;ahora</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesText</name>
    <message>
        <location filename="../app/record/rulestext.cpp" line="+7"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
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
        <translation>sin terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four</source>
        <translation>las últimas cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board emptied</source>
        <translation>el tablero se vació</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a position seen three times</source>
        <translation>una posición repetida tres veces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 turns without a capture</source>
        <translation>200 turnos sin captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move</source>
        <translation>ninguno de los dos podía mover</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a capture left only the last four seeds on the board</source>
        <translation>una captura dejó solo las últimas cuatro semillas en el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last seeds on the board were captured</source>
        <translation>se capturaron las últimas semillas del tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position came up a third time; each player takes the seeds in their row</source>
        <translation>la misma posición se repitió por tercera vez; cada jugador se queda con las semillas de su fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>200 turns went by without a capture; each player takes the seeds in their row</source>
        <translation>pasaron 200 turnos sin una captura; cada jugador se queda con las semillas de su fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move; each player takes the seeds in their row</source>
        <translation>ninguno de los dos podía mover; cada jugador se queda con las semillas de su fila</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You win by %n seed(s)!</source>
        <extracomment>the result for a person who played the computer; %n: their final seeds minus the computer&apos;s</extracomment>
        <translation>
            <numerusform>¡Ganas por %n semilla!</numerusform>
            <numerusform>¡Ganas por %n semillas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You lose by %n seed(s)</source>
        <extracomment>the result for a person who played the computer; %n: the computer&apos;s final seeds minus theirs</extracomment>
        <translation>
            <numerusform>Pierdes por %n semilla</numerusform>
            <numerusform>Pierdes por %n semillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 no puede mover y pasa</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesWindow</name>
    <message>
        <location filename="../app/gui/window/ruleswindow.cpp" line="+99"/>
        <source>Rules of Hoyito</source>
        <translation>Reglas de Hoyito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of:</source>
        <translation>&amp;Reglas de:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules text is missing from this build.</source>
        <translation>A esta versión del programa le falta el texto de las reglas.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Scoreboard</name>
    <message>
        <location filename="../app/gui/match/scoreboard.cpp" line="+48"/>
        <location line="+97"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Siguiente ronda</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+112"/>
        <source>&amp;Replay Round</source>
        <translation>Ver la &amp;ronda</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Replay the selected round in a window of its own</source>
        <translation>Ver la repetición de la ronda elegida en una ventana aparte</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>&amp;Next Round (%n s)</source>
        <translation>
            <numerusform>&amp;Siguiente ronda (%n s)</numerusform>
            <numerusform>&amp;Siguiente ronda (%n s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds %1–%2</source>
        <extracomment>the scoreboard&apos;s heading of the seeds of each round, South&apos;s first: %1 and %2 the first letters of &quot;South&quot; and &quot;North&quot; (&quot;Seeds S–N&quot;)</extracomment>
        <translation>Semillas %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last four</source>
        <translation>Últimas cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds each player ended the round with: South – North</source>
        <translation>Las semillas con que cada jugador terminó la ronda: Sur – Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who took the last four seeds, and why</source>
        <translation>Quién se llevó las últimas cuatro semillas, y por qué</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match</source>
        <translation>Sin encuentro</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 of %2 is over</source>
        <extracomment>scoreboard title between rounds: &quot;Round 2 of 5 is over&quot;</extracomment>
        <translation>Terminó la ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over</source>
        <translation>Terminó la ronda %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <extracomment>scoreboard title: &quot;Round 3 of 5&quot;</extracomment>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds won; a drawn round counts ½ to each player</source>
        <translation>Rondas ganadas; una ronda empatada cuenta ½ para cada jugador</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw</source>
        <translation>empate</translation>
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
        <translation>nadie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>playing…</source>
        <translation>jugando…</translation>
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
        <translation>Ensancha el panel para ver todas las columnas.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::SetupDialog</name>
    <message>
        <location filename="../app/gui/setup/setupdialog.cpp" line="+181"/>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close.</source>
        <translation>Haz clic en un hoyo para una semilla más; clic derecho o Mayús+clic para una menos; o gira la rueda del mouse sobre un hoyo; arrastra de un hoyo a otro para mover sus semillas; Ctrl+clic o clic central cierra un hoyo o lo vuelve a abrir. Teclas: las flechas, + y -, x para cerrar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board: 2 ×</source>
        <translation>&amp;Tablero: 2 ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last four:</source>
        <translation>Ú&amp;ltimas cuatro:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To &amp;move:</source>
        <translation>Tur&amp;no de:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1&apos;s score:</source>
        <extracomment>the label of South&apos;s score, &quot;South&apos;s score:&quot;</extracomment>
        <translation>Puntuación de %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position:</source>
        <translation>&amp;Posición:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</source>
        <translation>La posición como texto: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>C&amp;opiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pas&amp;te</source>
        <translation>Peg&amp;ar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening</source>
        <translation>Posición de &amp;salida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty Board</source>
        <translation>Tablero &amp;vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Ju&amp;gar desde aquí…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>Anali&amp;zar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game between two people from this position, with the engine&apos;s analysis on</source>
        <translation>Una partida entre dos personas desde esta posición, con el análisis del motor activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the capturer</source>
        <translation>quien capture la penúltima casa</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Ready to play: %1 to move, %n seed(s) on the board.</source>
        <extracomment>the editor&apos;s status line when the position can be played: &quot;South to move, 36 seeds on the board&quot;</extracomment>
        <translation>
            <numerusform>Lista para jugar: le toca a %1, %n semilla en el tablero.</numerusform>
            <numerusform>Lista para jugar: le toca a %1, %n semillas en el tablero.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position cannot be played: %1.</source>
        <extracomment>the editor&apos;s status line: %1 says what is wrong with the position</extracomment>
        <translation>Esta posición no se puede jugar: %1.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::StatusLine</name>
    <message>
        <location filename="../app/gui/game/statusline.cpp" line="+26"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
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
        <translation>Partida terminada: %1 %2 – %3 %4. %5</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TableStatus</name>
    <message>
        <location filename="../app/gui/tables/tablestatus.cpp" line="+81"/>
        <source>&amp;Perfect Play…</source>
        <translation>Juego &amp;perfecto…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From the endgame tables (Help &gt; Perfect Play): the seeds each player ends the game with when both play perfectly from the position shown</source>
        <translation>De las tablas de finales (Ayuda &gt; Juego perfecto): las semillas con que termina cada jugador si ambos juegan a la perfección desde la posición mostrada</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TablesDialog</name>
    <message>
        <location filename="../app/gui/tables/tablesdialog.cpp" line="+219"/>
        <source>Perfect Play</source>
        <translation>Juego perfecto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status bar says what perfect play gives.</source>
        <extracomment>%1 and %2: the computer&apos;s strongest level, &quot;6&quot; and &quot;Master&quot;</extracomment>
        <translation>Las tablas de finales guardan el resultado de cada posición con pocas semillas en el tablero, calculado hasta el final. Con ellas, la computadora en el nivel %1 (%2) y la pista juegan esos finales a la perfección, y la barra de estado dice qué da el juego perfecto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On this computer</source>
        <translation>En esta computadora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build</source>
        <translation>Generar tablas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Seeds on %1, up to:</source>
        <extracomment>the label of the spin box of the seeds to build the tables up to, on one board: &quot;Seeds on 2 × 6, up to: [16]&quot;</extracomment>
        <translation>Semillas en %1, hasta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>the 2 × 12 spin box at 0: no tables for that board</extracomment>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cancel Build</source>
        <translation>&amp;Cancelar la generación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>C&amp;errar</translation>
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
        <translation>Carpeta: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Build</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This window may be closed: the build goes on, and the status bar shows it.</source>
        <extracomment>shown while a build runs</extracomment>
        <translation>Puedes cerrar esta ventana: la generación continúa, y la barra de estado la muestra.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TrainerWindow</name>
    <message>
        <location filename="../app/gui/learn/trainerwindow.cpp" line="+685"/>
        <source>&amp;Board:</source>
        <extracomment>the puzzle trainer&apos;s choice of board</extracomment>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <extracomment>the puzzle trainer&apos;s choice of theme</extracomment>
        <translation>Te&amp;ma:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <extracomment>the puzzle trainer&apos;s choice of mode: rated puzzles or a streak</extracomment>
        <translation>M&amp;odo:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rated</source>
        <extracomment>a mode of the puzzle trainer: each puzzle&apos;s first attempt changes the rating</extracomment>
        <translation>Puntuado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak</source>
        <extracomment>a mode of the puzzle trainer: harder and harder puzzles until the first mistake</extracomment>
        <translation>Racha</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the puzzle trainer: ring the hole to play from</extracomment>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the puzzle trainer: the puzzle again from its start</extracomment>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse</source>
        <extracomment>a button of the puzzle trainer: open the puzzle&apos;s position in the main window&apos;s analysis</extracomment>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the puzzle trainer: the next puzzle</extracomment>
        <translation>&amp;Siguiente</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TurnSkip</name>
    <message>
        <location filename="../app/gui/game/turnskip.cpp" line="+65"/>
        <source>S&amp;kip to My Turn</source>
        <extracomment>Players menu, and a button on the status bar while the computer plays turn after turn</extracomment>
        <translation>Saltar a &amp;mi turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the computer&apos;s turns at once, up to your turn</source>
        <extracomment>tooltip of Skip to My Turn</extracomment>
        <translation>Muestra de una vez los turnos de la computadora, hasta tu turno</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ViewChoices</name>
    <message>
        <location filename="../app/gui/config/viewchoices.cpp" line="+173"/>
        <source>Animation &amp;Speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Voltear el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Mostrar el &amp;número de semillas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Move Preview</source>
        <extracomment>View menu: before a move is played, the board shows where the hole under the pointer would end and capture</extracomment>
        <translation>Mostrar la vista previa de la &amp;jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <extracomment>View menu: the submenu that turns the game&apos;s sounds on or off and sets their volume</extracomment>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View &gt; Sound: on, the game plays sounds as the seeds move (a check box)</extracomment>
        <translation>&amp;Reproducir sonidos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quiet</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Bajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medium</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loud</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Alto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Board</source>
        <extracomment>View menu: how the board looks</extracomment>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Wood</source>
        <extracomment>View &gt; Board: a board of carved wood</extracomment>
        <translation>&amp;Madera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Earth</source>
        <extracomment>View &gt; Board: holes dug in the earth</extracomment>
        <translation>&amp;Tierra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chalk</source>
        <extracomment>View &gt; Board: holes drawn in chalk on concrete</extracomment>
        <translation>Ti&amp;za</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High Contrast</source>
        <extracomment>View &gt; Board: a board for low vision, near black with bright outlines</extracomment>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default (%1)</source>
        <extracomment>the Language menu&apos;s first choice; %1 is the system&apos;s language in its own name, e.g. &quot;Español&quot;</extracomment>
        <translation>Idioma del &amp;sistema (%1)</translation>
    </message>
</context>
</TS>
