<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el">
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/gui/game/gametext.cpp" line="+56"/>
        <source>Make a four with your last seed to capture it, and every four right behind it. A capture earns another turn.</source>
        <translation>Κάνε τετράδα με τον τελευταίο σου σπόρο για να την αιχμαλωτίσεις, μαζί με κάθε τετράδα ακριβώς πίσω της. Μετά από αιχμαλωσία ξαναπαίζεις.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a four with your last seed to capture it; only that hole is taken. A capture earns another turn.</source>
        <translation>Κάνε τετράδα με τον τελευταίο σου σπόρο για να την αιχμαλωτίσεις· παίρνεις μόνο αυτόν τον λάκκο. Μετά από αιχμαλωσία ξαναπαίζεις.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every four you make while sowing is captured at once, even in passing. No extra turn after a capture.</source>
        <translation>Κάθε τετράδα που κάνεις καθώς σπέρνεις αιχμαλωτίζεται αμέσως, ακόμη και στο πέρασμα. Μετά από αιχμαλωσία δεν ξαναπαίζεις.</translation>
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
        <translation>λάκκος %2 (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 passes: %2</source>
        <translation>%1 λέει πάσο: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+67"/>
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n κύκλος</numerusform>
            <numerusform>%n κύκλοι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-56"/>
        <location line="+12"/>
        <source>captures %n</source>
        <translation>
            <numerusform>αιχμαλωτίζει %n</numerusform>
            <numerusform>αιχμαλωτίζει %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>takes the last four</source>
        <translation>παίρνει τους τελευταίους τέσσερις</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four go to %1</source>
        <translation>%1 παίρνει τους τελευταίους τέσσερις</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays again</source>
        <translation>ξαναπαίζει</translation>
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
            <numerusform>αιχμαλωτίζει μια αλυσίδα %n από τον %1</numerusform>
            <numerusform>αιχμαλωτίζει μια αλυσίδα %n από τον %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captures %n on %1</source>
        <extracomment>the move list: &quot;captures 4 on C&quot;; %1 the hole (or holes, &quot;C and E&quot;) captured</extracomment>
        <translation>
            <numerusform>αιχμαλωτίζει %n στον %1</numerusform>
            <numerusform>αιχμαλωτίζει %n στον %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>turn over</source>
        <extracomment>a move&apos;s preview: the opponent moves next</extracomment>
        <translation>η σειρά περνά στον αντίπαλο</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2, ends in %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 3 laps, ends in E&quot;; %1 the hole played, %2 the laps (&quot;3 laps&quot;), %3 the hole where its last seed falls</extracomment>
        <translation>%1: %2, καταλήγει στον λάκκο %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, ends in the empty hole %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 1 lap, ends in the empty hole E&quot;; %1 the hole played, %2 the laps (&quot;1 lap&quot;), %3 the hole, empty until then, where its last seed falls</extracomment>
        <translation>%1: %2, καταλήγει στον άδειο λάκκο %3</translation>
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
        <translation>Παίζει: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game ended because %1.</source>
        <translation>Η παρτίδα τελείωσε επειδή %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made that capture and took the last four.</source>
        <translation>%1: έκανε αυτή την αιχμαλωσία και πήρε τους τελευταίους τέσσερις.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last four went to %1.</source>
        <translation>Τους τελευταίους τέσσερις τους πήρε: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>Η παρτίδα κράτησε %n κίνηση.</numerusform>
            <numerusform>Η παρτίδα κράτησε %n κινήσεις.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played with the engine&apos;s help: the analysis was on.</source>
        <translation>Παίχτηκε με τη βοήθεια της μηχανής: η ανάλυση ήταν ενεργή.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played with the engine&apos;s help: %n hint(s).</source>
        <translation>
            <numerusform>Παίχτηκε με τη βοήθεια της μηχανής: %n υπόδειξη.</numerusform>
            <numerusform>Παίχτηκε με τη βοήθεια της μηχανής: %n υποδείξεις.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>Η παρτίδα έχει τελειώσει.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such hole.</source>
        <translation>Δεν υπάρχει τέτοιος λάκκος.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is %1; %2 is to move.</source>
        <translation>Αυτός είναι ο %1· τώρα παίζει: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is closed.</source>
        <translation>Ο %1 είναι κλειστός.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty.</source>
        <translation>Ο %1 είναι άδειος.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played: its sowing would never end.</source>
        <translation>Ο %1 δεν μπορεί να παιχτεί: η σπορά του δεν θα τελείωνε ποτέ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 can move and may not pass.</source>
        <translation>%1: υπάρχει κίνηση, οπότε δεν επιτρέπεται πάσο.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/gui/learn/course.cpp" line="+35"/>
        <source>You play South, the near row: pick up the seeds of any one of your holes and sow them.</source>
        <extracomment>South and North are the two players: the learner is always South, on the near row</extracomment>
        <translation>Είσαι ο Νότος, η κοντινή σειρά: σήκωσε τους σπόρους από όποιον λάκκο σου θέλεις και σπείρε τους.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a hole of your row that holds seeds. Hole f sends its seeds on into North&apos;s row.</source>
        <extracomment>holes are named by letters, a to f in South&apos;s row and A to F in North&apos;s: keep the letters as they are</extracomment>
        <translation>Κάνε κλικ σε έναν λάκκο της σειράς σου που έχει σπόρους. Ο λάκκος f στέλνει τους σπόρους του πιο πέρα, στη σειρά του Βορρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seeds went one by one into the holes that follow, counter-clockwise. Past the right end of your row they go on into North&apos;s row, and from North&apos;s row back into yours.</source>
        <translation>Οι σπόροι σου μπήκαν ένας ένας στους επόμενους λάκκους, αντίθετα από τους δείκτες του ρολογιού. Μετά το δεξί άκρο της σειράς σου συνεχίζουν στη σειρά του Βορρά, και από εκεί γυρίζουν πάλι στη δική σου.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: sow from a hole whose last seed falls into an empty hole.</source>
        <translation>Είσαι ο Νότος: σπείρε από έναν λάκκο που ο τελευταίος του σπόρος θα πέσει σε άδειο λάκκο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count along from each of your holes, one seed a hole, and see where the last seed lands.</source>
        <translation>Μέτρα από κάθε λάκκο σου, έναν σπόρο σε κάθε λάκκο, και δες πού πέφτει ο τελευταίος.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell into an empty hole, so your turn ended there. It does not matter whose row that hole is in.</source>
        <translation>Ο τελευταίος σου σπόρος έπεσε σε άδειο λάκκο, οπότε η κίνησή σου τελείωσε εκεί. Δεν έχει σημασία σε ποιανού τη σειρά βρίσκεται αυτός ο λάκκος.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a move of at least two laps.</source>
        <extracomment>a lap: one sowing of a handful of seeds; a relay starts the next lap</extracomment>
        <translation>Είσαι ο Νότος: κάνε μια κίνηση με τουλάχιστον δύο κύκλους.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a hole whose last seed would land on a seed, not in an empty hole.</source>
        <translation>Ψάξε έναν λάκκο που ο τελευταίος του σπόρος θα έπεφτε πάνω σε άλλον σπόρο, όχι σε άδειο λάκκο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed landed in d, which already held a seed. You lifted both and sowed on, and the second lap ended in an empty hole.</source>
        <translation>Ο τελευταίος σου σπόρος έπεσε στον d, που είχε ήδη έναν σπόρο. Σήκωσες και τους δύο και συνέχισες τη σπορά, και ο δεύτερος κύκλος τελείωσε σε άδειο λάκκο.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: make a move of at least three laps.</source>
        <translation>Είσαι ο Νότος: κάνε μια κίνηση με τουλάχιστον τρεις κύκλους.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow each lap to its end. A lap that runs into North&apos;s row can relay from there too.</source>
        <translation>Ακολούθησε κάθε κύκλο ως το τέλος του. Κι αν ένας κύκλος φτάσει στη σειρά του Βορρά, η σπορά μπορεί να συνεχιστεί κι από εκεί.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first lap ended on your f and relayed, the second on North&apos;s B and relayed again, and the third ended in an empty hole. Relays happen in either row.</source>
        <translation>Ο πρώτος κύκλος τελείωσε στον f σου και η σπορά συνεχίστηκε, ο δεύτερος στον B του Βορρά και συνεχίστηκε ξανά, και ο τρίτος τελείωσε σε άδειο λάκκο. Η σπορά συνεχίζεται και στις δύο σειρές.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a casa, so that your last seed falls into a hole that then holds four seeds.</source>
        <translation>Είσαι ο Νότος: κάνε μια casa, δηλαδή ο τελευταίος σου σπόρος να πέσει σε λάκκο που θα έχει τότε τέσσερις σπόρους.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a hole with three seeds, and a hole before it whose last seed ends there.</source>
        <translation>Ψάξε έναν λάκκο με τρεις σπόρους και, πριν από αυτόν, έναν λάκκο που ο τελευταίος του σπόρος καταλήγει εκεί.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made four in c: a casa, and its four seeds are yours. A casa is always captured, never relayed.</source>
        <translation>Ο τελευταίος σου σπόρος έκανε τέσσερις στον c: μια casa, και οι τέσσερις σπόροι της είναι δικοί σου. Μια casa πάντα αιχμαλωτίζεται· η σπορά δεν συνεχίζεται ποτέ από αυτήν.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture four seeds; the only casa you can make is in North&apos;s row.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε τέσσερις σπόρους· η μόνη casa που μπορείς να κάνεις είναι στη σειρά του Βορρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North&apos;s A holds three seeds. Which of your sowings, relays included, ends there?</source>
        <translation>Ο A του Βορρά έχει τρεις σπόρους. Ποια σπορά σου, μαζί με τις συνέχειές της, τελειώνει εκεί;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first lap ended on e and relayed, and the last seed made four in North&apos;s A. A casa is yours in whichever row you make it.</source>
        <translation>Ο πρώτος σου κύκλος τελείωσε στον e και η σπορά συνεχίστηκε, και ο τελευταίος σπόρος έκανε τέσσερις στον A του Βορρά. Μια casa είναι δική σου σε όποια σειρά κι αν την κάνεις.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture in two turns in a row.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε σε δύο συνεχόμενες κινήσεις.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are two threes you can reach: one in your row and one in North&apos;s.</source>
        <translation>Υπάρχουν δύο τριάδες (λάκκοι με τρεις σπόρους) που μπορείς να φτάσεις: μία στη σειρά σου και μία στη σειρά του Βορρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first capture gave you another turn, and you used it to capture again. After every capture you move again.</source>
        <translation>Η πρώτη σου αιχμαλωσία σού έδωσε άλλη μία κίνηση, και τη χρησιμοποίησες για να αιχμαλωτίσεις ξανά. Μετά από κάθε αιχμαλωσία ξαναπαίζεις.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture in three turns in a row.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε σε τρεις συνεχόμενες κινήσεις.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your threes, and North&apos;s A, has a single seed just before it.</source>
        <translation>Ακριβώς πριν από κάθε τριάδα σου, αλλά και πριν από τον A του Βορρά, υπάρχει ένας μόνο σπόρος.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three single seeds made three casas, and every capture gave you another turn. Twelve seeds in one go.</source>
        <translation>Τρεις μοναχικοί σπόροι έκαναν τρεις casa, και κάθε αιχμαλωσία σού έδωσε άλλη μία κίνηση. Δώδεκα σπόροι με μιας.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture a casa that has a four right behind it.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε μια casa που έχει ακριβώς πίσω της μια τετράδα.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seed sown into a three makes it four. Look at the two threes side by side in your row.</source>
        <translation>Ένας σπόρος που πέφτει σε τριάδα την κάνει τετράδα. Κοίτα τις δύο τριάδες δίπλα δίπλα στη σειρά σου.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing made four in d on its way and a casa in e. The casa was captured, and the chain took the four behind it too: eight seeds.</source>
        <translation>Η σπορά σου έκανε στο πέρασμα τέσσερις στον d και μια casa στον e. Η casa αιχμαλωτίστηκε, και η αλυσίδα πήρε και την τετράδα πίσω της: οκτώ σπόροι.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: capture at least twelve seeds in one turn.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε τουλάχιστον δώδεκα σπόρους σε μία κίνηση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four threes stand side by side across the end of the rows: your e and f, North&apos;s A and B.</source>
        <translation>Τέσσερις τριάδες βρίσκονται η μία δίπλα στην άλλη, εκεί που τελειώνουν οι σειρές: οι e και f σου, οι A και B του Βορρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made a casa in North&apos;s B. The chain took A behind it, crossed the end of the rows and took your f: twelve seeds. A four that is not right behind the casa stays on the board.</source>
        <translation>Ο τελευταίος σου σπόρος έκανε casa στον B του Βορρά. Η αλυσίδα πήρε τον A πίσω της, πέρασε το τέλος των σειρών και πήρε τον f σου: δώδεκα σπόροι. Μια τετράδα που δεν είναι ακριβώς πίσω από την casa μένει στο ταμπλό.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: end your turns leaving North no seeds to sow, so that North must pass.</source>
        <translation>Είσαι ο Νότος: τελείωσε τις κινήσεις σου χωρίς να αφήσεις στον Βορρά σπόρους να σπείρει, ώστε να πρέπει να πει πάσο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North has seeds in one hole only. After a capture you move again: keep that move inside your row.</source>
        <translation>Ο Βορράς έχει σπόρους μόνο σε έναν λάκκο. Μετά από αιχμαλωσία ξαναπαίζεις: φρόντισε εκείνη η κίνηση να μη βγει από τη σειρά σου.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took North&apos;s last seeds and kept your own at home. North has nothing to sow, so North passes and you move again.</source>
        <translation>Πήρες τους τελευταίους σπόρους του Βορρά και κράτησες τους δικούς σου στη σειρά σου. Ο Βορράς δεν έχει τίποτα να σπείρει, οπότε λέει πάσο και ξαναπαίζεις.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture four seeds by making a casa.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε τέσσερις σπόρους κάνοντας μια casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole b cannot be played: its sowing would never end. But seeds can still be sown into it.</source>
        <translation>Ο λάκκος b δεν μπορεί να παιχτεί: η σπορά του δεν θα τελείωνε ποτέ. Μπορείς όμως να σπείρεις σπόρους μέσα του.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not lift b, but you could fill it: your single seed made it a casa. An endless hole cannot be played, yet seeds still land in it.</source>
        <translation>Δεν μπορούσες να σηκώσεις τον b, μπορούσες όμως να τον γεμίσεις: ο μοναδικός σου σπόρος τον έκανε casa. Ένας λάκκος με ατελείωτη σπορά δεν παίζεται, αλλά σπόροι πέφτουν κανονικά μέσα του.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture so that four seeds are left, and take those last four too.</source>
        <translation>Είσαι ο Νότος: αιχμαλώτισε έτσι ώστε να μείνουν τέσσερις σπόροι, και πάρε κι αυτούς τους τελευταίους τέσσερις.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are eight seeds on the board, so one casa is enough.</source>
        <translation>Υπάρχουν οκτώ σπόροι στο ταμπλό, οπότε αρκεί μία casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your casa left four seeds on the board, so the game ended and those four came to you as well: 28 to 20.</source>
        <translation>Η casa σου άφησε τέσσερις σπόρους στο ταμπλό, οπότε η παρτίδα τελείωσε και πήρες κι αυτούς τους τέσσερις: 28 προς 20.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You play South: win the game at once by bringing a board back for the third time.</source>
        <translation>Είσαι ο Νότος: κέρδισε αμέσως την παρτίδα, κάνοντας την ίδια θέση να εμφανιστεί για τρίτη φορά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the moves played so far: one of your moves has already led twice to the same board.</source>
        <extracomment>the moves played before this step started, which brought the board back twice already</extracomment>
        <translation>Διάβασε τις κινήσεις που έχουν παιχτεί ως τώρα: μία από τις κινήσεις σου έχει ήδη οδηγήσει δύο φορές στην ίδια θέση.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That board came up for the third time, so the game ended and each player took their own row: your 8 against North&apos;s 4, 14 to 10 in all.</source>
        <extracomment>the final scores: each player&apos;s captured seeds plus the seeds of their own row</extracomment>
        <translation>Αυτή η θέση εμφανίστηκε για τρίτη φορά, οπότε η παρτίδα τελείωσε και κάθε παίκτης πήρε τους σπόρους της σειράς του: οι 8 σου απέναντι στους 4 του Βορρά, 14 προς 10 συνολικά.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South in Hoyito III: take the last four seeds.</source>
        <translation>Είσαι ο Νότος στο Hoyito III: πάρε τους τελευταίους τέσσερις σπόρους.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing that passes over a three leaves a four behind it, and in Hoyito III no chain takes that four.</source>
        <translation>Μια σπορά που περνά από μια τριάδα αφήνει πίσω της μια τετράδα, και στο Hoyito III καμία αλυσίδα δεν παίρνει αυτή την τετράδα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured the casa in North&apos;s A, and the four in your f stayed. They were the last four, so they came to you. In Hoyito II the chain would have taken them, leaving no last four.</source>
        <translation>Αιχμαλώτισες την casa στον A του Βορρά, και η τετράδα στον f σου έμεινε. Ήταν οι τελευταίοι τέσσερις σπόροι, οπότε τους πήρες εσύ. Στο Hoyito II θα τους είχε πάρει η αλυσίδα, και δεν θα έμεναν τελευταίοι τέσσερις.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You play South in a match round whose last four go to North: win the game.</source>
        <extracomment>the last four: the last four seeds on the board, which end the game</extracomment>
        <translation>Είσαι ο Νότος σε γύρο αγώνα όπου τους τελευταίους τέσσερις τους παίρνει ο Βορράς: κέρδισε την παρτίδα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count: the seeds you have, the four a casa adds, and the four North gets whoever captures.</source>
        <translation>Μέτρα: τους σπόρους που έχεις, τους τέσσερις που προσθέτει μια casa και τους τέσσερις που θα πάρει ο Βορράς, όποιος κι αν αιχμαλωτίσει.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet move from your hole a would have let North&apos;s F relay into your d and take all eight.</source>
        <translation>Κράτησες τους τέσσερις που αιχμαλώτισες και ο Βορράς πήρε τους τελευταίους τέσσερις: 26 προς 22, και πάλι νίκη δική σου. Μια ήσυχη κίνηση από τον λάκκο σου a θα επέτρεπε στον Βορρά να συνεχίσει τη σπορά από τον F ως τον d σου και να πάρει και τους οκτώ.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Hoyito comes in two variants. Every lesson so far was Hoyito II, which has one more rule, the chain: once a casa is captured, look at the hole just behind it, against the sowing. If it holds exactly four seeds, you capture them too, then the hole behind that one, and so on. The chain crosses the end of a row and stops at the first hole that does not hold four.</source>
        <extracomment>Hoyito II and Hoyito III are the names of the game&apos;s two variants: keep them</extracomment>
        <translation>Το Hoyito έχει δύο παραλλαγές. Όλα τα μαθήματα ως τώρα ήταν Hoyito II, που έχει έναν κανόνα ακόμη, την αλυσίδα: μόλις αιχμαλωτιστεί μια casa, κοίτα τον λάκκο ακριβώς πίσω της, αντίθετα από τη φορά της σποράς. Αν έχει ακριβώς τέσσερις σπόρους, τους αιχμαλωτίζεις κι αυτούς, μετά τον λάκκο πίσω από εκείνον, και πάει λέγοντας. Η αλυσίδα περνά από τη μία σειρά στην άλλη και σταματά στον πρώτο λάκκο που δεν έχει τέσσερις.</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+16"/>
        <source>You play South: make a move after which North cannot capture.</source>
        <translation>Είσαι ο Νότος: κάνε μια κίνηση μετά την οποία ο Βορράς δεν θα μπορεί να αιχμαλωτίσει.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>North&apos;s B and D hold three each. A single seed in the empty hole just before one of them is a casa for North.</source>
        <translation>Ο B και ο D του Βορρά έχουν από τρεις σπόρους. Ένας μόνο σπόρος στον άδειο λάκκο ακριβώς πριν από έναν από αυτούς είναι casa για τον Βορρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move kept your seeds out of North&apos;s row, so North has no seed that ends on a three.</source>
        <translation>Η κίνησή σου κράτησε τους σπόρους σου έξω από τη σειρά του Βορρά, οπότε ο Βορράς δεν έχει σπόρο που να καταλήγει σε τριάδα.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your b holds three. Can one of North&apos;s sowings end there?</source>
        <translation>Ο b σου έχει τρεις. Μπορεί κάποια σπορά του Βορρά να τελειώσει εκεί;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s F would have sown into a and b and made a casa of your three. By lifting b you took those seeds out of reach.</source>
        <translation>Ο F του Βορρά θα έσπερνε στους a και b και θα έκανε casa την τριάδα σου. Σηκώνοντας τον b, έβγαλες αυτούς τους σπόρους από τον κίνδυνο.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: clear the board with captures and take the last four seeds.</source>
        <translation>Είσαι ο Νότος: άδειασε το ταμπλό με αιχμαλωσίες και πάρε τους τελευταίους τέσσερις σπόρους.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twelve seeds are on the board: two casas leave four. Find both.</source>
        <translation>Στο ταμπλό υπάρχουν δώδεκα σπόροι: δύο casa αφήνουν τέσσερις. Βρες τις δύο.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two captures in a row left four seeds, and they came to you: the board is clear and the game is yours, 32 to 16.</source>
        <translation>Δύο συνεχόμενες αιχμαλωσίες άφησαν τέσσερις σπόρους, και τους πήρες εσύ: το ταμπλό άδειασε και η παρτίδα είναι δική σου, 32 προς 16.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sowing seeds</source>
        <translation>Η σπορά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito is played on two rows of holes: yours is the near row, North&apos;s the far one. On your turn you pick up all the seeds of one of your holes and sow them, one seed into each hole that follows, counter-clockwise: to the right along your row, then along North&apos;s row and back round to yours. When the last seed falls into an empty hole, your turn ends.</source>
        <translation>Το Hoyito παίζεται σε δύο σειρές από λάκκους: η δική σου είναι η κοντινή, του Βορρά η απέναντι. Όταν παίζεις, σηκώνεις όλους τους σπόρους από έναν λάκκο σου και τους σπέρνεις, έναν σε κάθε επόμενο λάκκο, αντίθετα από τους δείκτες του ρολογιού: προς τα δεξιά κατά μήκος της σειράς σου, μετά κατά μήκος της σειράς του Βορρά και πάλι πίσω στη δική σου. Όταν ο τελευταίος σπόρος πέσει σε άδειο λάκκο, η κίνησή σου τελειώνει.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay laps</source>
        <translation>Η σπορά συνεχίζεται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If your last seed falls into a hole that already holds seeds, your turn goes on: you pick up all the seeds of that hole, the last seed too, and sow them from the next hole. Each such sowing is a lap. Laps go on until the last seed falls into an empty hole, or makes four, which the next lesson is about.</source>
        <translation>Αν ο τελευταίος σου σπόρος πέσει σε λάκκο που έχει ήδη σπόρους, η κίνησή σου συνεχίζεται: σηκώνεις όλους τους σπόρους εκείνου του λάκκου, μαζί και τον τελευταίο, και τους σπέρνεις από τον επόμενο λάκκο. Κάθε τέτοια σπορά είναι ένας κύκλος. Οι κύκλοι συνεχίζονται ώσπου ο τελευταίος σπόρος να πέσει σε άδειο λάκκο ή να κάνει τέσσερις, που είναι το θέμα του επόμενου μαθήματος.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a casa</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;), a hole with exactly four seeds: keep it</extracomment>
        <translation>Η casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A casa is a hole with exactly four seeds. When the last seed of a lap makes a casa, you capture its four seeds: they leave the board and count for you. It works in either row, yours or North&apos;s.</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;): keep it</extracomment>
        <translation>Μια casa είναι ένας λάκκος με ακριβώς τέσσερις σπόρους. Όταν ο τελευταίος σπόρος ενός κύκλου κάνει casa, αιχμαλωτίζεις τους τέσσερις σπόρους της: φεύγουν από το ταμπλό και μετράνε για σένα. Ισχύει και στις δύο σειρές, στη δική σου και στου Βορρά.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture and go again</source>
        <translation>Αιχμαλώτισε και ξαναπαίξε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a capture you move again at once: a whole new turn, with any of your holes. If that turn captures too, you go again, and so on. A run of captures can clear much of the board.</source>
        <translation>Μετά από αιχμαλωσία ξαναπαίζεις αμέσως: μια ολόκληρη καινούργια κίνηση, με όποιον λάκκο σου θέλεις. Αν αιχμαλωτίσεις και σε αυτή την κίνηση, ξαναπαίζεις, και πάει λέγοντας. Αλλεπάλληλες αιχμαλωσίες μπορούν να αδειάσουν μεγάλο μέρος του ταμπλό.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chain of fours</source>
        <translation>Η αλυσίδα από τετράδες</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passing</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player whose row has no seeds cannot move: they pass, and the other player moves again. If both pass, one after the other, the game ends and each takes the seeds left in their own row.</source>
        <translation>Ένας παίκτης που δεν έχει σπόρους στη σειρά του δεν μπορεί να παίξει: λέει πάσο, και ο άλλος παίζει ξανά. Αν πουν πάσο και οι δύο, ο ένας μετά τον άλλον, η παρτίδα τελειώνει και ο καθένας παίρνει τους σπόρους που έμειναν στη δική του σειρά.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Endless sowings</source>
        <translation>Ατελείωτη σπορά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now and then a sowing would relay for ever, bringing back the same board again and again. Such a hole cannot be played: the board shows it unplayable and says why. It happens in real games too, as early as six moves from the start. A player left with only such holes passes.</source>
        <translation>Πού και πού μια σπορά θα συνεχιζόταν για πάντα, φέρνοντας ξανά και ξανά την ίδια θέση. Ένας τέτοιος λάκκος δεν μπορεί να παιχτεί: το ταμπλό δείχνει ότι δεν παίζεται και εξηγεί γιατί. Συμβαίνει και σε πραγματικές παρτίδες, ακόμη και μόλις έξι κινήσεις μετά την αρχή. Ένας παίκτης που έχει μόνο τέτοιους λάκκους λέει πάσο.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last four</source>
        <translation>Οι τελευταίοι τέσσερις</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a capture leaves exactly four seeds on the whole board, the game ends at once and those four go to the player who captured. When a capture leaves no seeds at all, the game ends too. Whoever has more seeds then wins.</source>
        <translation>Όταν μια αιχμαλωσία αφήνει ακριβώς τέσσερις σπόρους σε όλο το ταμπλό, η παρτίδα τελειώνει αμέσως και αυτούς τους τέσσερις τους παίρνει ο παίκτης που αιχμαλώτισε. Όταν μια αιχμαλωσία δεν αφήνει κανέναν σπόρο, η παρτίδα τελειώνει επίσης. Κερδίζει τότε όποιος έχει τους περισσότερους σπόρους.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games that go round</source>
        <translation>Παρτίδες που επαναλαμβάνονται</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game also ends when the same board, with the same player to move, comes up for the third time, and after 200 turns in a row without a capture. Then each player takes the seeds left in their own row. This step is on a small board of three holes a side, where a board comes back quickly.</source>
        <extracomment>&quot;a board&quot; is the seeds in every hole, with the same player to move</extracomment>
        <translation>Μια παρτίδα τελειώνει επίσης όταν η ίδια θέση, με τον ίδιο παίκτη να παίζει, εμφανιστεί για τρίτη φορά, καθώς και μετά από 200 συνεχόμενες κινήσεις χωρίς αιχμαλωσία. Τότε κάθε παίκτης παίρνει τους σπόρους που έμειναν στη δική του σειρά. Αυτό το βήμα παίζεται σε μικρό ταμπλό με τρεις λάκκους ανά πλευρά, όπου μια θέση επανέρχεται γρήγορα.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hoyito III and matches</source>
        <translation>Το Hoyito III και οι αγώνες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III has no chain: only the casa itself is captured, and a four behind it stays on the board. It is the variant of matches of several rounds. The last four go to whoever captures, as in Hoyito II, except from round 3 on: then the winner of the round before gets them.</source>
        <translation>Το Hoyito III δεν έχει αλυσίδα: αιχμαλωτίζεται μόνο η ίδια η casa, και μια τετράδα πίσω της μένει στο ταμπλό. Είναι η παραλλαγή των αγώνων με πολλούς γύρους. Τους τελευταίους τέσσερις τους παίρνει όποιος αιχμαλωτίζει, όπως στο Hoyito II, εκτός από τον γύρο 3 και μετά: τότε τους παίρνει ο νικητής του προηγούμενου γύρου.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First tactics</source>
        <translation>Πρώτες τακτικές</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before you move, look at what North could do next: a three that a last seed of North&apos;s can reach is a casa for North. Do not leave a single seed just before a three, and move your own threes out of reach. When you can capture again and again, count the seeds: the last capture can take the last four too.</source>
        <extracomment>&quot;a three&quot;: a hole holding three seeds</extracomment>
        <translation>Πριν παίξεις, κοίτα τι θα μπορούσε να κάνει μετά ο Βορράς: μια τριάδα (λάκκος με τρεις σπόρους) που μπορεί να τη φτάσει ένας τελευταίος σπόρος του Βορρά είναι casa για τον Βορρά. Μην αφήνεις έναν μοναχικό σπόρο ακριβώς πριν από μια τριάδα, και βγάλε τις δικές σου τριάδες από την εμβέλειά του. Όταν μπορείς να αιχμαλωτίζεις ξανά και ξανά, μέτρα τους σπόρους: η τελευταία αιχμαλωσία μπορεί να πάρει και τους τελευταίους τέσσερις.</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <location filename="../app/gui/learn/lessontext.cpp" line="+21"/>
        <source>Your last seed fell into an empty hole: the turn ended there.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Ο τελευταίος σου σπόρος έπεσε σε άδειο λάκκο: η κίνηση τελείωσε εκεί.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.</source>
        <extracomment>a lesson&apos;s goal was missed: the move&apos;s laps (1 lap, 2 laps)</extracomment>
        <translation>
            <numerusform>Αυτή η κίνηση έκανε μόνο %n κύκλο: ο τελευταίος της σπόρος δεν έπεσε σε λάκκο με σπόρους.</numerusform>
            <numerusform>Αυτή η κίνηση έκανε μόνο %n κύκλους: ο τελευταίος της σπόρος δεν έπεσε σε λάκκο με σπόρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move made a casa: its last seed did not fall into an empty hole.</source>
        <extracomment>a lesson&apos;s goal was missed: the goal was a move that ends without capturing</extracomment>
        <translation>Αυτή η κίνηση έκανε casa: ο τελευταίος της σπόρος δεν έπεσε σε άδειο λάκκο.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You captured %n seed(s) in that turn: not enough for the goal.</source>
        <extracomment>a lesson&apos;s goal was missed: the seeds captured in one turn</extracomment>
        <translation>
            <numerusform>Αιχμαλώτισες %n σπόρο σε αυτή την κίνηση: δεν φτάνει για τον στόχο.</numerusform>
            <numerusform>Αιχμαλώτισες %n σπόρους σε αυτή την κίνηση: δεν φτάνουν για τον στόχο.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made a casa, but the hole behind it did not hold four seeds, so no chain followed.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Έκανες casa, αλλά ο λάκκος πίσω της δεν είχε τέσσερις σπόρους, οπότε δεν ακολούθησε αλυσίδα.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Now the other side can capture %n seed(s) by playing %1.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 the opponent&apos;s move (&quot;D&quot;); %n the seeds it captures</extracomment>
        <translation>
            <numerusform>Τώρα ο αντίπαλος μπορεί να αιχμαλωτίσει %n σπόρο παίζοντας %1.</numerusform>
            <numerusform>Τώρα ο αντίπαλος μπορεί να αιχμαλωτίσει %n σπόρους παίζοντας %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other side can still move (%1), so it does not have to pass.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 a move the opponent still has (&quot;E&quot;)</extracomment>
        <translation>Ο αντίπαλος μπορεί ακόμη να παίξει (%1), οπότε δεν χρειάζεται να πει πάσο.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last four seeds went to the other side.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Τους τελευταίους τέσσερις σπόρους τους πήρε ο αντίπαλος.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended, and you did not win it.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Η παρτίδα τελείωσε και δεν την κέρδισες.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Goal reached in %n move(s) (par %1).</source>
        <extracomment>a lesson&apos;s goal reached: %n the learner&apos;s moves, %1 the par (the moves for three stars)</extracomment>
        <translation>
            <numerusform>Ο στόχος επιτεύχθηκε σε %n κίνηση (ιδανικά: %1).</numerusform>
            <numerusform>Ο στόχος επιτεύχθηκε σε %n κινήσεις (ιδανικά: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n of 3 star(s)</source>
        <extracomment>for the screen reader: the stars of a lesson step</extracomment>
        <translation>
            <numerusform>%n από 3 αστέρια</numerusform>
            <numerusform>%n από 3 αστέρια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Par: %n move(s)</source>
        <extracomment>a lesson step&apos;s par: the moves for three stars</extracomment>
        <translation>
            <numerusform>Ιδανικά: %n κίνηση</numerusform>
            <numerusform>Ιδανικά: %n κινήσεις</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 of %2</source>
        <extracomment>a lesson&apos;s progress: &quot;Step 2 of 3&quot;</extracomment>
        <translation>Βήμα %1 από %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays %1&apos;s replies.</source>
        <extracomment>%1 the side the computer plays in a lesson (&quot;North&quot;)</extracomment>
        <translation>Τις απαντήσεις του παίκτη %1 τις παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played before this step: %1</source>
        <extracomment>the moves of a lesson step&apos;s game before the learner&apos;s turn, in the board&apos;s letters: &quot;b, B, a, B&quot;</extracomment>
        <translation>Παίχτηκαν πριν από αυτό το βήμα: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the moves played before this step: %1 (%2 of %3).</source>
        <extracomment>the board replays the moves played before a lesson step: %1 the move (&quot;B&quot;), %2 its number, %3 how many</extracomment>
        <translation>Δες τις κινήσεις που παίχτηκαν πριν από αυτό το βήμα: %1 (%2 από %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was the game so far. Your move.</source>
        <extracomment>the board has replayed the moves before a lesson step; now the learner moves</extracomment>
        <translation>Αυτό ήταν το παιχνίδι ως τώρα. Σειρά σου.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You captured %n seed(s), so you move again.</source>
        <extracomment>during a lesson step of several moves, after the learner&apos;s capture</extracomment>
        <translation>
            <numerusform>Αιχμαλώτισες %n σπόρο, οπότε παίζεις ξανά.</numerusform>
            <numerusform>Αιχμαλώτισες %n σπόρους, οπότε παίζεις ξανά.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no seeds to sow and passes, so you move again.</source>
        <extracomment>during a lesson step of several moves: %1 the other player (&quot;North&quot;)</extracomment>
        <translation>Ο παίκτης %1 δεν έχει σπόρους να σπείρει και λέει πάσο, οπότε παίζεις ξανά.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have finished the course. Try a game against the computer: Play a Game, or Game &gt; New Game at any time.</source>
        <translation>Ολοκλήρωσες τα μαθήματα. Δοκίμασε μια παρτίδα με τον υπολογιστή: Παίξε μια παρτίδα, ή Παιχνίδι &gt; Νέα παρτίδα όποτε θέλεις.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Learn Hoyito</source>
        <translation>Μάθε το Hoyito</translation>
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
        <translation>Καμία δυνατή κίνηση: πάσο.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The only move.</source>
        <translation>Η μόνη κίνηση.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+24"/>
        <source>The best move.</source>
        <translation>Η καλύτερη κίνηση.</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Ανακρίβεια: δίνει %n σπόρο λιγότερο από την %1, αλλά ο παίκτης %2 κερδίζει ούτως ή άλλως.</numerusform>
            <numerusform>Ανακρίβεια: δίνει %n σπόρους λιγότερους από την %1, αλλά ο παίκτης %2 κερδίζει ούτως ή άλλως.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistake: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Λάθος: δίνει %n σπόρο λιγότερο από την %1, αλλά ο παίκτης %2 κερδίζει ούτως ή άλλως.</numerusform>
            <numerusform>Λάθος: δίνει %n σπόρους λιγότερους από την %1, αλλά ο παίκτης %2 κερδίζει ούτως ή άλλως.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Turn %1: %2 played %3 — %4</source>
        <extracomment>%1 turn number, %2 player, %3 the move with its sign (&quot;A??&quot;), %4 the verdict</extracomment>
        <translation>Κίνηση %1: ο παίκτης %2 έπαιξε %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2% accuracy · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>%1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)</extracomment>
        <translation>%1: ακρίβεια %2% · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.</source>
        <extracomment>a finished game&apos;s review: %1 the player who lost never had a move that avoided the loss, %2 the winner</extracomment>
        <translation>Σύμφωνα με την ανασκόπηση, ο παίκτης %1 δεν είχε σε κανέναν γύρο κίνηση που να αποφεύγει την ήττα: ο παίκτης %2 προηγούνταν από την αρχή.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with best play.</source>
        <extracomment>a finished game&apos;s review: %1 the turn&apos;s number, %2 the player who lost, %3 their move then, %4 the winner</extracomment>
        <translation>Ο γύρος %1 έκρινε το παιχνίδι: ώσπου ο παίκτης %2 έπαιξε την %3, μπορούσε ακόμη να κερδίσει ή να φέρει ισοπαλία· μετά από αυτήν, με άριστο παιχνίδι νικά ο παίκτης %4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start: %1 %2 – %3 %4</source>
        <extracomment>the review graph&apos;s tooltip at the start: the expected final score &quot;Ana 24 – Luis 24&quot;</extracomment>
        <translation>Αρχή: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After turn %1: %2 %3 – %4 %5</source>
        <extracomment>the review graph&apos;s tooltip: the expected final score after a turn</extracomment>
        <translation>Μετά την κίνηση %1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation graph</source>
        <translation>Γράφημα αξιολόγησης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The expected final difference in seeds after each turn; the line leans toward the row of the player ahead, as far as the number at the edge. Click a turn to see it on the board.</source>
        <translation>Η αναμενόμενη τελική διαφορά σε σπόρους μετά από κάθε κίνηση· η γραμμή γέρνει προς τη σειρά του παίκτη που προηγείται, έως τον αριθμό στην άκρη. Κάνε κλικ σε μια κίνηση για να τη δεις στο ταμπλό.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deep</source>
        <translation>Διεξοδική</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reviewing turn %1 of %2…</source>
        <extracomment>the review&apos;s progress bar: the turn being analysed, of all turns</extracomment>
        <translation>Ανασκόπηση: κίνηση %1 από %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revie&amp;w</source>
        <translation>Α&amp;νασκόπηση</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revie&amp;w Again</source>
        <translation>&amp;Νέα ανασκόπηση</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Show Better &amp;Move</source>
        <translation>Εμφάνιση καλύ&amp;τερης κίνησης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the engine&apos;s best move on the board from the position before this turn; the board stays there until you go back to the game</source>
        <translation>Παίζει στο ταμπλό την καλύτερη κίνηση της μηχανής από τη θέση πριν από αυτή την κίνηση· το ταμπλό μένει εκεί μέχρι να επιστρέψεις στην παρτίδα</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the Ga&amp;me</source>
        <extracomment>the Show Better Move button while the better move is on the board; M as in Show Better &amp;Move</extracomment>
        <translation>Επιστροφή στην παρτί&amp;δα</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Διακοπή</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Good move: less than a seed worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>Καλή κίνηση: υστερεί λιγότερο από έναν σπόρο από την %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Inaccuracy: %n seed(s) worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>
            <numerusform>Ανακρίβεια: δίνει %n σπόρο λιγότερο από την %1.</numerusform>
            <numerusform>Ανακρίβεια: δίνει %n σπόρους λιγότερους από την %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mistake: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Λάθος: δίνει %n σπόρο λιγότερο από την %1.</numerusform>
            <numerusform>Λάθος: δίνει %n σπόρους λιγότερους από την %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Blunder: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Σοβαρό λάθος: δίνει %n σπόρο λιγότερο από την %1.</numerusform>
            <numerusform>Σοβαρό λάθος: δίνει %n σπόρους λιγότερους από την %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Quick: every move of every turn searched for %1 positions, and again for %2 where the move played looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 and %4 positions, about four times as long.</source>
        <extracomment>%1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn whose move looks like a mistake; %3 and %4: the same at Deep</extracomment>
        <translation>Γρήγορη: σε κάθε κίνηση του παιχνιδιού υπολογίζεται κάθε δυνατή επιλογή με %1 θέσεις, και ξανά με %2 όπου η κίνηση που παίχτηκε μοιάζει με λάθος, με τους πίνακες φινάλε όπου φτάνουν: λίγα δευτερόλεπτα για ολόκληρο παιχνίδι. Διεξοδική: %3 και %4 θέσεις, περίπου τετραπλάσιος χρόνος.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Mo&amp;de:</source>
        <extracomment>the label of the review&apos;s Quick / Deep choice</extracomment>
        <translation>Είδος ανάλ&amp;υσης:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Review cancelled.</source>
        <translation>Η ανασκόπηση διακόπηκε.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No moves to review yet.</source>
        <translation>Δεν υπάρχουν ακόμη κινήσεις για ανασκόπηση.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a turn in the graph or the move list to see it.</source>
        <translation>Κάνε κλικ σε μια κίνηση στο γράφημα ή στη λίστα κινήσεων για να τη δεις.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Better than %1: %2</source>
        <extracomment>the status line while the better move is shown: &quot;Better than A: D&quot;</extracomment>
        <translation>Καλύτερη από την %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Ανασκόπηση</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view Game</source>
        <translation>Ανα&amp;σκόπηση παρτίδας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine analyses every turn of the game: a graph of the evaluation, each move marked, each player&apos;s accuracy</source>
        <translation>Η μηχανή αναλύει κάθε κίνηση της παρτίδας: γράφημα της αξιολόγησης, σήμανση κάθε κίνησης, η ακρίβεια κάθε παίκτη</translation>
    </message>
</context>
<context>
    <name>StartNotice</name>
    <message>
        <location filename="../app/gui/config/startnotice.cpp" line="+17"/>
        <source>Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second player has the edge. Rules: %2</source>
        <extracomment>status line at the first start, when the newcomer is first to move: %1 the computer&apos;s level (&quot;Beginner&quot;), %2 the key of the rules (&quot;F1&quot;)</extracomment>
        <translation>Σειρά σου: κάνε κλικ σε έναν λάκκο της κοντινής σου σειράς. Ο υπολογιστής (%1) έπαιξε πρώτος· στο Hoyito II πλεονέκτημα έχει όποιος παίζει δεύτερος. Κανόνες: %2</translation>
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
        <translation>Οι ρυθμίσεις επανήλθαν στις προεπιλογές τους, επειδή οι τιμές τους δεν είχαν νόημα: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is not a regular file: the settings of this run are not kept.</source>
        <extracomment>status line at start: the settings file is a folder, a named pipe, ...</extracomment>
        <translation>Το «%1» δεν είναι κανονικό αρχείο: οι ρυθμίσεις αυτής της συνεδρίας δεν θα διατηρηθούν.</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <location filename="../app/gui/tables/tabletext.cpp" line="+18"/>
        <source>%1, last four to the capturer</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to the player who captured the fours before</extracomment>
        <translation>%1, οι τελευταίοι τέσσερις σε όποιον αιχμαλωτίσει την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, last four to a fixed side</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)</extracomment>
        <translation>%1, οι τελευταίοι τέσσερις σε προκαθορισμένο παίκτη</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <extracomment>no endgame tables built for this rule set and board</extracomment>
        <translation>κανένας</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 seeds</source>
        <extracomment>endgame tables built for every position with at most this many seeds on the board</extracomment>
        <translation>έως %1 σπόρους</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is missing</source>
        <translation>το αρχείο λείπει</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>το αρχείο δεν μπορεί να διαβαστεί</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>δεν είναι κανονικό αρχείο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is cut short or too long</source>
        <translation>το αρχείο είναι κομμένο ή πολύ μεγάλο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a table</source>
        <translation>το αρχείο δεν είναι πίνακας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is of another version</source>
        <translation>το αρχείο είναι άλλης έκδοσης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds another table</source>
        <translation>το αρχείο περιέχει άλλον πίνακα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its checksum does not match</source>
        <translation>το άθροισμα ελέγχου του δεν ταιριάζει</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds impossible values</source>
        <translation>περιέχει αδύνατες τιμές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed after it was loaded</source>
        <translation>το αρχείο άλλαξε αφού φορτώθηκε</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.</source>
        <extracomment>a damaged endgame table file: &quot;Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not match); it is rebuilt.&quot;</extracomment>
        <translation>%1 σε %2: ο πίνακας των %3 σπόρων δεν χρησιμοποιείται (%4)· δημιουργείται ξανά.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <extracomment>a duration in seconds</extracomment>
        <translation>%1 δευτ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <extracomment>a duration in minutes</extracomment>
        <translation>%1 λεπ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>a duration in hours and minutes</extracomment>
        <translation>%1 ώρ. %2 λεπ.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Everything chosen is built.</source>
        <translation>Όλα όσα επιλέχθηκαν έχουν δημιουργηθεί.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To build: %1 positions, about %2, %3 on disk, %4 of memory while building.</source>
        <extracomment>before a build: positions, time, disk space, memory</extracomment>
        <translation>Για δημιουργία: %1 θέσεις, περίπου %2, %3 στον δίσκο, %4 μνήμης κατά τη δημιουργία.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While building, up to %1 more on disk, freed at the end.</source>
        <extracomment>after the estimate, when the largest levels keep their moves in a scratch file</extracomment>
        <translation>Κατά τη δημιουργία, έως %1 επιπλέον στον δίσκο, που ελευθερώνονται στο τέλος.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It needs %1 of memory; this computer has %2. Choose fewer seeds.</source>
        <extracomment>a build would need more memory than the computer has: &quot;It needs 17 GB of memory; this computer has 8 GB.&quot;</extracomment>
        <translation>Χρειάζεται %1 μνήμης· αυτός ο υπολογιστής έχει %2. Διάλεξε λιγότερους σπόρους.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking the finished levels</source>
        <translation>έλεγχος των ολοκληρωμένων πινάκων</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finding the moves</source>
        <translation>εύρεση των κινήσεων</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solving</source>
        <translation>επίλυση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing</source>
        <translation>εγγραφή</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 seeds of %4, %5</source>
        <extracomment>a build&apos;s progress: &quot;Hoyito II on 2 × 6: 14 seeds of 20, solving&quot;</extracomment>
        <translation>%1 σε %2: %3 από %4 σπόρους, %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elapsed %1</source>
        <translation>Χρόνος: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed %1, about %2 left</source>
        <extracomment>a build&apos;s clock: &quot;Elapsed 0:42, about 1:10 left&quot;</extracomment>
        <translation>Χρόνος: %1, απομένουν περίπου %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built in %1.</source>
        <translation>Δημιουργήθηκαν σε %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.</source>
        <translation>Ακυρώθηκε μετά από %1. Οι πίνακες που ολοκληρώθηκαν διατηρούνται: με τη «Συνέχιση» η δημιουργία συνεχίζεται από εκεί.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The build failed: %1</source>
        <extracomment>%1 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>Η δημιουργία απέτυχε: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: the perfect-play tables could not be built (%3).</source>
        <extracomment>a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>%1 σε %2: δεν ήταν δυνατό να δημιουργηθούν οι πίνακες τέλειου παιχνιδιού (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).</source>
        <extracomment>a build of endgame tables in the background failed and is tried again later; %4 is the reason: &quot;Hoyito II on 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full).&quot;</extracomment>
        <translation>%1 σε %2: δεν ήταν δυνατό να δημιουργηθούν οι πίνακες τέλειου παιχνιδιού· το παιχνίδι θα ξαναδοκιμάσει σε %3 (%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Building the endgame tables for perfect play, once, in the background: %1%</source>
        <extracomment>the status bar while endgame tables are built: &quot;Building the endgame tables for perfect play, once, in the background: 45%&quot;</extracomment>
        <translation>Δημιουργία των πινάκων φινάλε για τέλειο παιχνίδι, μία φορά, στο παρασκήνιο: %1%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With these tables the computer and the analysis play every small endgame perfectly. They are built once, %1 on disk, and only with what the processor has to spare: your game comes first.</source>
        <extracomment>the tooltip of &quot;Building the endgame tables …: 45%&quot; at the first start; %1 is a size: &quot;90 MB&quot;</extracomment>
        <translation>Με αυτούς τους πίνακες ο υπολογιστής και η ανάλυση παίζουν τέλεια κάθε μικρό φινάλε. Δημιουργούνται μία φορά, πιάνουν %1 στον δίσκο, και μόνο με ό,τι περισσεύει από τον επεξεργαστή: το παιχνίδι σου έχει προτεραιότητα.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Later</source>
        <extracomment>a status bar button: build the perfect-play tables another time</extracomment>
        <translation>Αργότερα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop building the perfect-play tables now: the game builds them at its next start, or Help &gt; Perfect Play builds them when you choose.</source>
        <translation>Διακοπή της δημιουργίας των πινάκων τέλειου παιχνιδιού τώρα: το πρόγραμμα τους δημιουργεί στην επόμενη εκκίνηση, ή το Βοήθεια &gt; Τέλειο παιχνίδι τους δημιουργεί όποτε το επιλέξεις.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The perfect-play tables will be built at the next start, or from Help &gt; Perfect Play.</source>
        <translation>Οι πίνακες τέλειου παιχνιδιού θα δημιουργηθούν στην επόμενη εκκίνηση, ή από το Βοήθεια &gt; Τέλειο παιχνίδι.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect play: a draw, %1–%2</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: a draw, 24–24&quot;</extracomment>
        <translation>Τέλειο παιχνίδι: ισοπαλία, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perfect play: %1 wins %2–%3</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: North wins 30–18&quot; (the winner&apos;s seeds first)</extracomment>
        <translation>Τέλειο παιχνίδι: νικητής %1, %2–%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Perfect play: %1 gets between %2 and %3 seeds</source>
        <extracomment>perfect play from here gives the player to move between so many seeds: &quot;Perfect play: North gets between 26 and 30 seeds&quot;</extracomment>
        <translation>Τέλειο παιχνίδι: ο παίκτης %1 παίρνει από %2 έως %3 σπόρους</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <location filename="../app/gui/learn/trainertext.cpp" line="+12"/>
        <source>Puzzles</source>
        <extracomment>the puzzle trainer&apos;s window title</extracomment>
        <translation>Γρίφοι</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain of fours</source>
        <extracomment>a puzzle&apos;s theme: a capture takes a backward chain of fours</extracomment>
        <translation>Αλυσίδα τετράδων</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture run</source>
        <extracomment>a puzzle&apos;s theme: three or more captures in a row</extracomment>
        <translation>Σειρά αιχμαλωσιών</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear the board</source>
        <extracomment>a puzzle&apos;s theme: a turn that ends the game</extracomment>
        <translation>Άδειασμα ταμπλό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <extracomment>a puzzle&apos;s theme: the only move that leaves the opponent no big capture</extracomment>
        <translation>Άμυνα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long relay</source>
        <extracomment>a puzzle&apos;s theme: a move that goes round the board four times or more</extracomment>
        <translation>Πολλοί κύκλοι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <extracomment>a puzzle&apos;s theme: proven by the endgame tables</extracomment>
        <translation>Φινάλε</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All themes</source>
        <extracomment>the theme filter of the puzzle trainer: no filter</extracomment>
        <translation>Όλα τα θέματα</translation>
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
        <translation>Σειρά του παίκτη %1: βρες την καλύτερη κίνηση.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved.</source>
        <extracomment>the puzzle&apos;s task line once the puzzle is solved</extracomment>
        <translation>Λύθηκε.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not solved: the best move was %1.</source>
        <extracomment>the puzzle&apos;s task line after a wrong move: %1 the move that was best (&quot;d&quot;)</extracomment>
        <translation>Δεν λύθηκε: η καλύτερη κίνηση ήταν η %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution: %1 to move.</source>
        <extracomment>the puzzle&apos;s solution being played on the board: %1 the side to move (&quot;North&quot;)</extracomment>
        <translation>Η λύση: παίζει ο %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right! Watch the reply, then play on.</source>
        <extracomment>a right move in a puzzle that goes on with the opponent&apos;s reply</extracomment>
        <translation>Σωστά! Δες την απάντηση και συνέχισε.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right! Play again.</source>
        <extracomment>a right move in a puzzle after which the solver moves again (a capture)</extracomment>
        <translation>Σωστά! Ξαναπαίζεις.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved!</source>
        <extracomment>the puzzle is solved</extracomment>
        <translation>Λύθηκε!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not the move.</source>
        <extracomment>a wrong move in a puzzle: %1 the move (&quot;a&quot;)</extracomment>
        <translation>Η %1 δεν είναι η σωστή κίνηση.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It loses %n seed(s).</source>
        <extracomment>what a wrong move in a puzzle loses against the solution, in seeds</extracomment>
        <translation>
            <numerusform>Χάνει %n σπόρο.</numerusform>
            <numerusform>Χάνει %n σπόρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The solution is shown on the board.</source>
        <extracomment>after a wrong move the puzzle&apos;s solution is played on the board</extracomment>
        <translation>Η λύση φαίνεται στο ταμπλό.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play from the ringed hole.</source>
        <extracomment>the hint in a puzzle that does not count for the rating</extracomment>
        <translation>Υπόδειξη: παίξε από τον λάκκο με τον κύκλο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.</source>
        <extracomment>the hint in a puzzle that counts for the rating</extracomment>
        <translation>Υπόδειξη: παίξε από τον λάκκο με τον κύκλο. Αν λυθεί τώρα, ο γρίφος δεν θα ανεβάσει τη βαθμολογία σου.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating %1?</source>
        <extracomment>the player&apos;s puzzle rating while it is provisional (few puzzles rated yet): %1 the rating</extracomment>
        <translation>Βαθμολογία %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating %1 ± %2</source>
        <extracomment>the player&apos;s puzzle rating: %1 the rating, %2 its deviation</extracomment>
        <translation>Βαθμολογία %1 ± %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles after some ten rated puzzles.</source>
        <extracomment>the tooltip of a provisional puzzle rating (&quot;Rating 1500?&quot;): %1 its deviation now</extracomment>
        <translation>Προσωρινή: η βαθμολογία σου είναι ακόμα αβέβαιη (± %1), γι’ αυτό κάθε γρίφος την αλλάζει πολύ. Σταθεροποιείται μετά από περίπου δέκα βαθμολογημένους γρίφους.</translation>
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
        <translation>Βαθμολογία γρίφου %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This attempt is not rated.</source>
        <extracomment>a puzzle tried before, or in the streak: it no longer changes the rating</extracomment>
        <translation>Αυτή η προσπάθεια δεν βαθμολογείται.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Streak: %1 (best %2)</source>
        <extracomment>the streak: puzzles solved in a row, %1 now, %2 the best</extracomment>
        <translation>Σερί: %1 (καλύτερο %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The streak ends with %n puzzle(s) solved.</source>
        <extracomment>the streak ended at a wrong move: %n puzzles solved in a row</extracomment>
        <translation>
            <numerusform>Το σερί τελειώνει με %n λυμένο γρίφο.</numerusform>
            <numerusform>Το σερί τελειώνει με %n λυμένους γρίφους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No puzzle of this board and theme.</source>
        <extracomment>no puzzle fits the board and theme chosen</extracomment>
        <translation>Δεν υπάρχει γρίφος γι’ αυτό το ταμπλό και θέμα.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every puzzle of the streak solved!</source>
        <extracomment>the streak solved every puzzle of the board and theme</extracomment>
        <translation>Λύθηκαν όλοι οι γρίφοι του σερί!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating history: no rated puzzle yet</source>
        <extracomment>the rating graph before any rated puzzle</extracomment>
        <translation>Ιστορικό βαθμολογίας: κανένας βαθμολογημένος γρίφος ακόμα</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating history: %1 to %2 over %n puzzle(s)</source>
        <extracomment>the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points</extracomment>
        <translation>
            <numerusform>Ιστορικό βαθμολογίας: από %1 σε %2 σε %n γρίφο</numerusform>
            <numerusform>Ιστορικό βαθμολογίας: από %1 σε %2 σε %n γρίφους</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::AboutBox</name>
    <message>
        <location filename="../app/gui/window/aboutbox.cpp" line="+12"/>
        <source>About Hoyito</source>
        <translation>Σχετικά με το Hoyito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.&lt;/p&gt;&lt;p&gt;The rules follow the field research of Víktor Bautista i Roca (2005) in the Dominican Republic.&lt;/p&gt;&lt;p&gt;Hoyito is free software under the %2, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the link to the licence</extracomment>
        <translation>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;Τα δομινικανά παιχνίδια μανκάλα Hoyito II και Hoyito III, καθώς και το Hoyito I.&lt;/p&gt;&lt;p&gt;Οι κανόνες ακολουθούν την επιτόπια έρευνα του Víktor Bautista i Roca (2005) στη Δομινικανή Δημοκρατία.&lt;/p&gt;&lt;p&gt;Το Hoyito είναι ελεύθερο λογισμικό. Άδεια: %2, έκδοση 3 ή οποιαδήποτε νεότερη (GPL-3.0-or-later). Παρέχεται χωρίς καμία εγγύηση.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GNU General Public License</source>
        <translation>Γενική Άδεια Δημόσιας Χρήσης GNU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Sow, relay and capture the fours!&lt;/p&gt;</source>
        <translation>&lt;p&gt;Σπείρε, συνέχισε τη σπορά και αιχμαλώτισε τις τετράδες!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisController</name>
    <message>
        <location filename="../app/gui/analysis/analysiscontroller.cpp" line="+67"/>
        <source>&amp;Analysis</source>
        <translation>Α&amp;νάλυση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine analyses the position on the board: every move&apos;s value, the expected score and the best line</source>
        <translation>Η μηχανή αναλύει τη θέση στο ταμπλό: την αξία κάθε κίνησης, το αναμενόμενο σκορ και την καλύτερη γραμμή</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>Analysis is off.</source>
        <translation>Η ανάλυση είναι ανενεργή.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game is over.</source>
        <translation>Η παρτίδα τελείωσε.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing…</source>
        <translation>Ανάλυση…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Expected at the end: %1 %2 – %3 %4</source>
        <extracomment>the evaluation bar&apos;s tooltip: &quot;Expected at the end: South 30 – North 18&quot; (seeds, to a tenth while estimated)</extracomment>
        <translation>Αναμενόμενο στο τέλος: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Hole %1: the best move; %2 ends with %3 seeds (proven)</source>
        <extracomment>a badge&apos;s tooltip: &quot;Hole c: the best move; South ends with 30 seeds (proven)&quot;; %1 a hole letter of the player to move, %2 that player</extracomment>
        <translation>Λάκκος %1: η καλύτερη κίνηση· ο παίκτης %2 τελειώνει με %3 σπόρους (αποδεδειγμένα)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: the best move; %2 should end with about %3 seeds</source>
        <translation>Λάκκος %1: η καλύτερη κίνηση· ο παίκτης %2 θα τελειώσει με περίπου %3 σπόρους</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1: %2 ends with %3 seeds (proven)</source>
        <translation>Λάκκος %1: ο παίκτης %2 τελειώνει με %3 σπόρους (αποδεδειγμένα)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: %2 should end with about %3 seeds</source>
        <translation>Λάκκος %1: ο παίκτης %2 θα τελειώσει με περίπου %3 σπόρους</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Hole %1 would capture %n seed(s) if it were %2&apos;s turn</source>
        <extracomment>a threat&apos;s tooltip: &quot;Hole B would capture 8 seeds if it were North&apos;s turn&quot;; %1 a hole letter of the opponent, %2 the opponent</extracomment>
        <translation>
            <numerusform>Λάκκος %1: θα αιχμαλώτιζε %n σπόρο, αν ήταν η σειρά του παίκτη %2</numerusform>
            <numerusform>Λάκκος %1: θα αιχμαλώτιζε %n σπόρους, αν ήταν η σειρά του παίκτη %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>preview, not played</source>
        <extracomment>on the board&apos;s name plate of the player to move while the analysis&apos;s line is previewed</extracomment>
        <translation>προεπισκόπηση, δεν παίχτηκε</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysis/analysispanel.cpp" line="+140"/>
        <source>Best line:</source>
        <translation>Καλύτερη γραμμή:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>Επι&amp;στροφή στην παρτίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;threats</source>
        <translation>Εμφάνιση απει&amp;λών</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks the opponent&apos;s holes that would capture if it were their turn, with the seeds they would take.</source>
        <translation>Σημειώνει τους λάκκους του αντιπάλου που θα αιχμαλώτιζαν αν ήταν η σειρά του, με τους σπόρους που θα έπαιρναν.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On each hole: the seeds the player to move can expect in the end after playing it. It is an estimate, to a tenth of a seed; a proven one has a double rim.</source>
        <translation>Σε κάθε λάκκο: οι σπόροι που μπορεί να περιμένει στο τέλος ο παίκτης που παίζει, αν παίξει αυτόν. Είναι εκτίμηση, με ακρίβεια δεκάτου του σπόρου· μια αποδεδειγμένη τιμή έχει διπλό περίγραμμα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number on each hole the player to move can play: the seeds that player can expect to have at the end after that move, if both sides then play their best. The computer estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the end, or the endgame tables hold the position, the value is proven, in whole seeds, and the badge has a double rim.</source>
        <translation>Ο αριθμός σε κάθε λάκκο που μπορεί να παίξει ο παίκτης που παίζει τώρα: οι σπόροι που μπορεί να περιμένει να έχει στο τέλος μετά από αυτή την κίνηση, αν στη συνέχεια και οι δύο παίξουν άριστα. Ο υπολογιστής τον εκτιμά κοιτάζοντας μερικούς γύρους μπροστά, με ακρίβεια δεκάτου του σπόρου· όπου βλέπει ως το τέλος, ή όπου οι πίνακες φινάλε έχουν τη θέση, η τιμή είναι αποδεδειγμένη, σε ακέραιους σπόρους, και η ετικέτα έχει διπλό περίγραμμα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many turns ahead the computer has looked so far, and how fast it looks.</source>
        <translation>Πόσες κινήσεις μπροστά έχει κοιτάξει ως τώρα ο υπολογιστής, και πόσο γρήγορα.</translation>
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
        <translation>Ισοπαλία με άριστο παιχνίδι (αποδεδειγμένα).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Even.</source>
        <translation>Ισόπαλη θέση.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by %2 with best play (proven).</source>
        <extracomment>%1 is a player&apos;s name, %2 a number of seeds</extracomment>
        <translation>Με άριστο παιχνίδι νικά: %1, με διαφορά %2 (αποδεδειγμένα).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ahead by %2.</source>
        <translation>Προηγείται: %1, κατά %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Depth %1 · %2 nodes/s</source>
        <translation>Βάθος %1 · %2 κόμβοι/δευτ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth %1 · finished</source>
        <translation>Βάθος %1 · ολοκληρώθηκε</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisView</name>
    <message>
        <location filename="../app/gui/analysis/analysisview.cpp" line="+52"/>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Ανάλυση</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Autosave</name>
    <message>
        <location filename="../app/gui/files/autosave.cpp" line="+168"/>
        <source>cannot create the folder “%1”</source>
        <translation>δεν είναι δυνατή η δημιουργία του φακέλου «%1»</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>Η αυτόματη αποθήκευση της παρτίδας απέτυχε: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; move it away to have this game saved</source>
        <extracomment>why the game is not saved automatically: the autosave of an earlier game is kept</extracomment>
        <translation>η αυτόματη αποθήκευση της τελευταίας σου παρτίδας, «%1», δεν μπόρεσε να διαβαστεί (%2) και διατηρείται όπως είναι· μετακίνησέ την αλλού για να αποθηκεύεται αυτή η παρτίδα</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its file “%1” cannot be written: %2</source>
        <extracomment>why the game is not saved automatically: &quot;its file “…/autosave.hoyito” cannot be written: this is a folder&quot;</extracomment>
        <translation>δεν είναι δυνατή η εγγραφή του αρχείου της «%1»: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot replace the link “%1”</source>
        <translation>δεν είναι δυνατή η αντικατάσταση του συνδέσμου «%1»</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Your last game could not be resumed: “%1”: %2. It was left as it is.</source>
        <extracomment>status line at start: something other than a file is where the autosave goes</extracomment>
        <translation>Η τελευταία σου παρτίδα δεν μπόρεσε να συνεχιστεί: «%1»: %2. Αφέθηκε όπως ήταν.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your last game could not be resumed: its autosave “%1” cannot be read (%2). It is kept as it is.</source>
        <extracomment>status line at start: the autosave is there but cannot be read</extracomment>
        <translation>Η τελευταία σου παρτίδα δεν μπόρεσε να συνεχιστεί: η αυτόματη αποθήκευσή της «%1» δεν μπορεί να διαβαστεί (%2). Διατηρείται όπως είναι.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is damaged and could not be set aside</source>
        <translation>είναι κατεστραμμένη και δεν μπόρεσε να φυλαχτεί χωριστά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It could not be set aside and is kept as it is.</source>
        <translation>Η τελευταία σου παρτίδα δεν μπόρεσε να συνεχιστεί: η αυτόματη αποθήκευσή της είναι κατεστραμμένη (%1). Δεν μπόρεσε να φυλαχτεί χωριστά και διατηρείται όπως είναι.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.</source>
        <extracomment>status line at start: the autosaved game could not be read</extracomment>
        <translation>Η τελευταία σου παρτίδα δεν μπόρεσε να συνεχιστεί: η αυτόματη αποθήκευσή της είναι κατεστραμμένη (%1). Φυλάχτηκε χωριστά ως «%2».</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resumed your match: round %1 is over, round %2 is next</source>
        <extracomment>status line at start: a match resumed between rounds (the round summary is shown)</extracomment>
        <translation>Συνεχίζεται ο αγώνας σου: ο γύρος %1 τελείωσε, ακολουθεί ο γύρος %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Resumed your last game (%n turn(s) played) — %1</source>
        <extracomment>status line at start: &quot;Resumed your last game (12 turns played) — South to move&quot;</extracomment>
        <translation>
            <numerusform>Συνεχίζεται η τελευταία σου παρτίδα (έχει παιχτεί %n κίνηση) — %1</numerusform>
            <numerusform>Συνεχίζεται η τελευταία σου παρτίδα (έχουν παιχτεί %n κινήσεις) — %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” does not hold this game, so Save asks for a file name.</source>
        <extracomment>status line at start, after &quot;Resumed your last game&quot;: the file named in the settings is not the game&apos;s</extracomment>
        <translation>Το «%1» δεν περιέχει αυτήν την παρτίδα, οπότε η Αποθήκευση θα ζητήσει όνομα αρχείου.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AutosaveWarning</name>
    <message>
        <location filename="../app/gui/files/autosavewarning.cpp" line="+60"/>
        <source>This game is not being saved automatically: %1</source>
        <extracomment>the warning above the board when the autosave fails; %1 says why</extracomment>
        <translation>Αυτή η παρτίδα δεν αποθηκεύεται αυτόματα: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Game…</source>
        <translation>Αποθήκευση παρτίδας…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &gt; Save (%1): keep the game in a file of your choice</source>
        <translation>Παιχνίδι &gt; Αποθήκευση (%1): φύλαξε την παρτίδα σε αρχείο της επιλογής σου</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardScene</name>
    <message>
        <location filename="../app/gui/board/boardscene.cpp" line="+398"/>
        <source>lap %1</source>
        <translation>κύκλος %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: play %1</source>
        <extracomment>on the name plate of the player to move: the hint, also ringed on the board</extracomment>
        <translation>υπόδειξη: παίξε %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thinking…</source>
        <extracomment>under the name of a computer player choosing its move, as in the side panel</extracomment>
        <translation>σκέφτεται…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>παίζει</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: a draw</source>
        <extracomment>the board&apos;s banner at the end of a drawn match round: &quot;Round 3: a draw&quot;</extracomment>
        <translation>Γύρος %1: ισοπαλία</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 wins!</source>
        <extracomment>the board&apos;s banner at the end of a match round: &quot;Round 3: Ana wins!&quot;</extracomment>
        <translation>Γύρος %1 – νικητής: %2!</translation>
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
        <translation>%1, λάκκος %2, κλειστός</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 hole %2, empty</source>
        <extracomment>an empty hole, for screen readers: &quot;South hole c, empty&quot;</extracomment>
        <translation>%1, λάκκος %2, άδειος</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 hole %2, %n seed(s)</source>
        <extracomment>a hole, for screen readers: &quot;South hole c, 5 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1, λάκκος %2, %n σπόρος</numerusform>
            <numerusform>%1, λάκκος %2, %n σπόροι</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot be played: its sowing would never end</source>
        <translation>Δεν παίζεται: η σπορά του δεν θα τελείωνε ποτέ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playable. %1</source>
        <extracomment>a playable hole for screen readers while its move is previewed; %1 says what the move would do</extracomment>
        <translation>Παίζεται. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playable</source>
        <translation>Παίζεται</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not playable</source>
        <translation>Δεν παίζεται</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This hole cannot be played: its sowing would go round and round and never end.</source>
        <translation>Αυτός ο λάκκος δεν μπορεί να παιχτεί: η σπορά του θα γύριζε γύρω γύρω χωρίς να τελειώνει ποτέ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last four go to %1</source>
        <translation>Τους τελευταίους τέσσερις τους παίρνει: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Closed for this round: %1 had too few seeds to fill it (traditional refill). It cannot be played, and sowing passes it by.</source>
        <extracomment>the tooltip of a hole closed by the traditional refill; %1 is its owner&apos;s name</extracomment>
        <translation>Κλειστός γι’ αυτόν τον γύρο: %1 δεν είχε αρκετούς σπόρους για να τον γεμίσει (παραδοσιακή αναπλήρωση). Δεν μπορεί να παιχτεί, και η σπορά τον προσπερνά.</translation>
    </message>
    <message>
        <location filename="../app/gui/board/boardanimation.cpp" line="+422"/>
        <source>%1 plays again</source>
        <translation>Ξαναπαίζει: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardView</name>
    <message>
        <location filename="../app/gui/board/boardview.cpp" line="+219"/>
        <source>Board</source>
        <translation>Ταμπλό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose one of your holes and Enter sows it, or type the hole&apos;s letter. Space or Escape ends a move&apos;s animation.</source>
        <translation>Τα βέλη Αριστερά και Δεξιά διαλέγουν έναν λάκκο σου και το Enter τον σπέρνει· ή πληκτρολόγησε το γράμμα του λάκκου. Το Διάστημα ή το Escape δείχνει αμέσως το τέλος της κίνησης.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::CoachText</name>
    <message numerus="yes">
        <location filename="../app/record/coachtext.cpp" line="+53"/>
        <source>%n seed(s)</source>
        <extracomment>the seeds of several captures in one turn (Hoyito I&apos;s fours taken in passing), the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;12 seeds&quot;</extracomment>
        <translation>
            <numerusform>%n σπόρο</numerusform>
            <numerusform>%n σπόρους</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a chain of %n seed(s) from %1</source>
        <extracomment>Hoyito II&apos;s casa and the fours behind it, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;a chain of 12 seeds from B&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>μια αλυσίδα %n σπόρου από τον %1</numerusform>
            <numerusform>μια αλυσίδα %n σπόρων από τον %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n seed(s) on %1</source>
        <extracomment>one casa, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;4 seeds on C&quot;; %1 is the letter of its hole</extracomment>
        <translation>
            <numerusform>%n σπόρο στον %1</numerusform>
            <numerusform>%n σπόρους στον %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>then a chain of %n more from %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then a chain of 8 more from E&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>μετά μια αλυσίδα άλλου %n από τον %1</numerusform>
            <numerusform>μετά μια αλυσίδα άλλων %n από τον %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>then %n more on %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then 8 more on E&quot;; %1 is a hole&apos;s letter</extracomment>
        <translation>
            <numerusform>μετά άλλον %n στον %1</numerusform>
            <numerusform>μετά άλλους %n στον %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>then %n more</source>
        <extracomment>the next turns of a player who captured and plays again, all they capture: &quot;then 12 more&quot;</extracomment>
        <translation>
            <numerusform>μετά άλλον %n</numerusform>
            <numerusform>μετά άλλους %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>captures %1</source>
        <extracomment>%1 what a turn captures: &quot;4 seeds on C&quot;, &quot;a chain of 12 seeds from B&quot;</extracomment>
        <translation>αιχμαλωτίζει %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and plays again</source>
        <extracomment>%1 &quot;captures 4 seeds on C&quot;: the capture earns another turn</extracomment>
        <translation>%1 και ξαναπαίζει</translation>
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
        <translation>%1 και παίρνει τους τελευταίους τέσσερις</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and the last four go to %2</source>
        <extracomment>%1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker, Hoyito III&apos;s handicap)</extracomment>
        <translation>%1, και τους τελευταίους τέσσερις τους παίρνει ο παίκτης %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and the board is empty</source>
        <extracomment>%1 what a player captured: it took the last seeds on the board, and the game is over</extracomment>
        <translation>%1, και το ταμπλό αδειάζει</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 leaves %2 no casa.</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent: after it, no move of theirs makes a casa</extracomment>
        <translation>Η %1 δεν αφήνει καμία casa στον παίκτη %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lets %2 take only %n seed(s).</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent, who takes fewer seeds after it</extracomment>
        <translation>
            <numerusform>Μετά την %1, ο παίκτης %2 παίρνει μόνο %n σπόρο.</numerusform>
            <numerusform>Μετά την %1, ο παίκτης %2 παίρνει μόνο %n σπόρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After %1, %2 %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they do next: &quot;captures a chain of 12 seeds from B and plays again&quot;</extracomment>
        <translation>Μετά την %1, ο παίκτης %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1, %2 threatens %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>Μετά την %1, ο παίκτης %2 απειλεί να αιχμαλωτίσει %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 captures nothing.</source>
        <extracomment>%1 the move played, which captures nothing (the better move does)</extracomment>
        <translation>Η %1 δεν αιχμαλωτίζει τίποτα.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures only %n seed(s).</source>
        <extracomment>%1 the move played, which captures less than the better move</extracomment>
        <translation>
            <numerusform>Η %1 αιχμαλωτίζει μόνο %n σπόρο.</numerusform>
            <numerusform>Η %1 αιχμαλωτίζει μόνο %n σπόρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+49"/>
        <location line="+8"/>
        <source>%1 %2.</source>
        <extracomment>%1 a move&apos;s letter, %2 what it does: &quot;captures 4 seeds on C and plays again, then 8 more on E&quot;</extracomment>
        <translation>Η %1 %2.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Instead of %1, %2</source>
        <extracomment>%1 the move played, %2 a sentence on the better move, told from the position before %1: &quot;Instead of a, d captures 4 seeds on C and plays again.&quot;</extracomment>
        <translation>Αντί για την %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No capture in the next turns tells %1 from %2: the difference comes later.</source>
        <extracomment>%1 the best move, %2 the move played: their lines capture alike in the next turns</extracomment>
        <translation>Καμία αιχμαλωσία στις επόμενες κινήσεις δεν ξεχωρίζει την %1 από την %2: η διαφορά φαίνεται αργότερα.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves %1 no casa</source>
        <extracomment>%1 the opponent: after the hinted move, no move of theirs makes a casa</extracomment>
        <translation>δεν αφήνει καμία casa στον παίκτη %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>threatens %1 and the last four</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;a chain of 8 seeds from B&quot;; that capture would leave the last four, which they would take too</extracomment>
        <translation>απειλεί να αιχμαλωτίσει %1 και να πάρει τους τελευταίους τέσσερις</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threatens %1</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>απειλεί να αιχμαλωτίσει %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <extracomment>the two things a hinted move leaves: %1 &quot;leaves North no casa&quot;, %2 &quot;threatens 8 seeds on C&quot;</extracomment>
        <translation>%1 και %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It then %1.</source>
        <extracomment>the second sentence of a hint, after what the move captures; &quot;it&quot; is the hinted move, %1 what it leaves: &quot;leaves North no casa and threatens 8 seeds on C&quot;</extracomment>
        <translation>Έπειτα %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 lets %2 take no more than %n seed(s) at once.</source>
        <extracomment>%1 the hinted move&apos;s letter, %2 the opponent, who can take at most so many seeds in one turn after it</extracomment>
        <translation>
            <numerusform>Μετά την %1, ο παίκτης %2 δεν μπορεί να πάρει πάνω από %n σπόρο με μία κίνηση.</numerusform>
            <numerusform>Μετά την %1, ο παίκτης %2 δεν μπορεί να πάρει πάνω από %n σπόρους με μία κίνηση.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::ComputerPlayer</name>
    <message>
        <location filename="../app/gui/game/computerplayer.cpp" line="+110"/>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Εύκολος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Μέτριος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Δύσκολος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ειδικός</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Δεξιοτέχνης</translation>
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
        <translation>Υπολογιστής (%1)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::EvalBar</name>
    <message>
        <location filename="../app/gui/board/evalbar.cpp" line="+24"/>
        <location line="+25"/>
        <source>Evaluation bar</source>
        <translation>Ράβδος αξιολόγησης</translation>
    </message>
</context>
<context>
    <name>hoyito::app::FileActions</name>
    <message>
        <location filename="../app/gui/files/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>Άνοιγ&amp;μα…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game as Text</source>
        <translation>Αντι&amp;γραφή παρτίδας ως κείμενο</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameActions</name>
    <message>
        <location filename="../app/gui/game/gameactions.cpp" line="+46"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Αναίρεση κίνησης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Επανάληψη κίνησης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play Game</source>
        <translation>Προ&amp;βολή παρτίδας</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameFiles</name>
    <message>
        <location filename="../app/gui/files/gamefiles.cpp" line="+429"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Πρόσφατα</translation>
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
        <translation>%1, γύρος %2</translation>
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
        <translation>Δεν υπάρχει παρτίδα για αποθήκευση.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+8"/>
        <location line="+27"/>
        <location line="+5"/>
        <source>Save Game</source>
        <translation>Αποθήκευση παρτίδας</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>The game cannot be saved.</source>
        <translation>Η παρτίδα δεν μπορεί να αποθηκευτεί.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be saved.</source>
        <translation>Η αποθήκευση της παρτίδας απέτυχε.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game as “%1”</source>
        <extracomment>status line after saving: the file name</extracomment>
        <translation>Η παρτίδα αποθηκεύτηκε ως «%1»</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+48"/>
        <source>Hoyito games (*.%1)</source>
        <translation>Παρτίδες Hoyito (*.%1)</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+48"/>
        <source>All files (*)</source>
        <translation>Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 vs %2 %3</source>
        <extracomment>suggested file name of a saved game: &quot;Ana vs Luis 2025-01-31&quot;</extracomment>
        <translation>%1 εναντίον %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>παρτίδα</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+36"/>
        <source>Open Game</source>
        <extracomment>the message box when a file is not a game record: its name, then the problem</extracomment>
        <translation>Άνοιγμα παρτίδας</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” could not be opened.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το «%1».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the match in progress before opening “%1”?</source>
        <translation>Να αποθηκευτεί ο τρέχων αγώνας πριν ανοίξει το «%1»;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before opening “%1”?</source>
        <translation>Να αποθηκευτεί ο αγώνας που τελείωσε πριν ανοίξει το «%1»;</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: &quot;Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Άνοιξε το «%1»: %n κίνηση, ισοπαλία (%2 %3 – %4 %5). Προβολή: με το Home πας στην αρχή.</numerusform>
            <numerusform>Άνοιξε το «%1»: %n κινήσεις, ισοπαλία (%2 %3 – %4 %5). Προβολή: με το Home πας στην αρχή.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: %2 the winner &quot;Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Άνοιξε το «%1»: %n κίνηση, νικητής: %2 (%3 %4 – %5 %6). Προβολή: με το Home πας στην αρχή.</numerusform>
            <numerusform>Άνοιξε το «%1»: %n κινήσεις, νικητής: %2 (%3 %4 – %5 %6). Προβολή: με το Home πας στην αρχή.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>The match (%n round(s) so far) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Ο αγώνας (%n γύρος ως τώρα) δεν είναι αποθηκευμένος σε αρχείο. Αν τον απορρίψεις, θα χαθεί.</numerusform>
            <numerusform>Ο αγώνας (%n γύροι ως τώρα) δεν είναι αποθηκευμένος σε αρχείο. Αν τον απορρίψεις, θα χαθεί.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>Ο αγώνας έχει κινήσεις που δεν υπάρχουν στο «%1». Αν τις απορρίψεις, θα χαθούν.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Save the game in progress before opening “%1”?</source>
        <translation>Να αποθηκευτεί η τρέχουσα παρτίδα πριν ανοίξει το «%1»;</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>This game starts from a position that a saved game cannot hold.</source>
        <translation>Αυτή η παρτίδα ξεκινά από θέση που δεν μπορεί να αποθηκευτεί σε αρχείο παρτίδας.</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>Opened “%1”: %n turn(s) played, %2</source>
        <extracomment>status line: an unfinished game was opened and goes on</extracomment>
        <translation>
            <numerusform>Άνοιξε το «%1»: έχει παιχτεί %n κίνηση, %2</numerusform>
            <numerusform>Άνοιξε το «%1»: έχουν παιχτεί %n κινήσεις, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s game review was not loaded: %1</source>
        <translation>Η ανασκόπηση της παρτίδας από το αρχείο δεν φορτώθηκε: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the match in progress before starting a new game?</source>
        <translation>Να αποθηκευτεί ο τρέχων αγώνας πριν ξεκινήσει νέα παρτίδα;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before starting a new game?</source>
        <translation>Να αποθηκευτεί ο αγώνας που τελείωσε πριν ξεκινήσει νέα παρτίδα;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game in progress before starting a new one?</source>
        <translation>Να αποθηκευτεί η τρέχουσα παρτίδα πριν ξεκινήσει νέα;</translation>
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
        <translation>Καμία πρόσφατη παρτίδα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Εκκαθάριση μενού</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Copied the game to the clipboard as text</source>
        <translation>Η παρτίδα αντιγράφηκε στο πρόχειρο ως κείμενο</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unsaved Game</source>
        <translation>Μη αποθηκευμένη παρτίδα</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Η τρέχουσα παρτίδα (%n κίνηση) δεν είναι αποθηκευμένη σε αρχείο. Αν την απορρίψεις, θα χαθεί.</numerusform>
            <numerusform>Η τρέχουσα παρτίδα (%n κινήσεις) δεν είναι αποθηκευμένη σε αρχείο. Αν την απορρίψεις, θα χαθεί.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>Η τρέχουσα παρτίδα έχει κινήσεις που δεν υπάρχουν στο «%1». Αν τις απορρίψεις, θα χαθούν.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonOffer</name>
    <message>
        <location filename="../app/gui/learn/lessonoffer.cpp" line="+81"/>
        <source>New to Hoyito? Short lessons on the board teach the game in about 15 minutes.</source>
        <extracomment>the offer above the board for a player who has not started the lessons</extracomment>
        <translation>Πρώτη φορά στο Hoyito; Σύντομα μαθήματα πάνω στο ταμπλό σού μαθαίνουν το παιχνίδι σε περίπου 15 λεπτά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not Now</source>
        <extracomment>a button of the lessons&apos; offer: do not ask again</extracomment>
        <translation>Όχι τώρα</translation>
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
        <translation>Υπόδειξη: %1</translation>
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
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows a hint for this step; a step passed with a hint earns one star less.</source>
        <translation>Δείχνει μια υπόδειξη για αυτό το βήμα· ένα βήμα που περνάς με υπόδειξη δίνει ένα αστέρι λιγότερο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the lesson window: play the step again from its start</extracomment>
        <translation>&amp;Ξανά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the lesson window: the next step or lesson</extracomment>
        <translation>&amp;Επόμενο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Watch Them Again</source>
        <extracomment>a button of the lesson window: the moves played before the step, again on the board</extracomment>
        <translation>&amp;Δες τες ξανά</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play a Game…</source>
        <extracomment>a button of the lesson window at the end of the course: close the lessons and set up a game</extracomment>
        <translation>&amp;Παίξε μια παρτίδα…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainMenus</name>
    <message>
        <location filename="../app/gui/window/mainmenus.cpp" line="+63"/>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Νέα παρτίδα…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set &amp;Up Position…</source>
        <translation>Ρύθμιση &amp;θέσης…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pu&amp;zzles…</source>
        <extracomment>Game menu: the puzzle trainer</extracomment>
        <translation>&amp;Γρίφοι…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>Π&amp;ροβολή</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Side &amp;Panel</source>
        <translation>Πλαϊνό &amp;πλαίσιο</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Hoyito…</source>
        <extracomment>Help menu: the interactive lessons</extracomment>
        <translation>&amp;Μάθε το Hoyito…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Hoyito</source>
        <translation>&amp;Σχετικά με το Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+68"/>
        <location line="+437"/>
        <source>Game</source>
        <translation>Παρτίδα</translation>
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
        <translation>Παρτίδα ή αγώνας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ngle game</source>
        <translation>&amp;Μία παρτίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match of several rounds</source>
        <translation>&amp;Αγώνας πολλών γύρων</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Γύροι:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;First to</source>
        <translation>Πρώ&amp;τος σε</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-four &amp;handicap</source>
        <translation>&amp;Χάντικαπ τελευταίων τεσσάρων</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of rounds</source>
        <translation>Αριθμός γύρων</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Traditional refill</source>
        <translation>Παραδοσιακή α&amp;ναπλήρωση</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source> win(s)</source>
        <extracomment>after the &quot;First to&quot; spin box, whose number it follows: &quot;First to [3] wins&quot;</extracomment>
        <translation>
            <numerusform> νίκη</numerusform>
            <numerusform> νίκες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins needed</source>
        <translation>Απαιτούμενες νίκες</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns</source>
        <translation>Κάθε παίκτης εναλλάξ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of the last round</source>
        <translation>Ο ηττημένος του προηγούμενου γύρου</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts rounds 2 and later. After a drawn round the player who did not start the previous round starts.</source>
        <translation>Ποιος αρχίζει από τον 2ο γύρο και μετά. Μετά από ισόπαλο γύρο αρχίζει ο παίκτης που δεν άρχισε την προηγούμενη φορά.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hoyito III: in rounds 1 and 2 the last four go to the player who captured the penultimate four; from round 3 on, to the winner of the previous round.</source>
        <translation>Hoyito III: στους γύρους 1 και 2 τους τελευταίους τέσσερις τους παίρνει ο παίκτης που αιχμαλώτισε την προτελευταία τετράδα· από τον γύρο 3 και μετά, ο νικητής του προηγούμενου γύρου.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After each round each player refills their own row from their left, four seeds a hole, with the seeds they won. Holes they cannot fill stay closed for the round; the seeds left over count for them in the next round. A player who cannot fill a single hole loses the match.</source>
        <translation>Μετά από κάθε γύρο κάθε παίκτης ξαναγεμίζει τη σειρά του από τα αριστερά, τέσσερις σπόρους σε κάθε λάκκο, με τους σπόρους που κέρδισε. Οι λάκκοι που δεν μπορεί να γεμίσει μένουν κλειστοί για τον γύρο· οι σπόροι που περισσεύουν μετράνε γι’ αυτόν στον επόμενο γύρο. Όποιος δεν μπορεί να γεμίσει ούτε έναν λάκκο χάνει τον αγώνα.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length:</source>
        <translation>Διάρκεια:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds start with:</source>
        <translation>Τους επόμενους γύρους αρχίζει:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>From round 3 the last four go to the winner of the previous round.</source>
        <translation>Από τον γύρο 3 τους τελευταίους τέσσερις τους παίρνει ο νικητής του προηγούμενου γύρου.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap is Hoyito III&apos;s: in this game the last four always go to the player who captured the penultimate four.</source>
        <translation>Το χάντικαπ υπάρχει μόνο στο Hoyito III: σε αυτό το παιχνίδι τους τελευταίους τέσσερις τους παίρνει πάντα ο παίκτης που αιχμαλώτισε την προτελευταία τετράδα.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchResultDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="+129"/>
        <source>&amp;New Match</source>
        <translation>&amp;Νέος αγώνας</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match Over</source>
        <translation>Τέλος αγώνα</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play another match with the same players and choices</source>
        <extracomment>the New Match button: a new match with the same players and choices</extracomment>
        <translation>Παίξε άλλον έναν αγώνα με τους ίδιους παίκτες και τις ίδιες επιλογές</translation>
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
        <translation>νικητής του γύρου %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>who captured the penultimate four (round %1 was drawn)</source>
        <translation>αιχμαλώτισε την προτελευταία τετράδα, αφού ο γύρος %1 ήταν ισόπαλος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who captured the penultimate four</source>
        <translation>αιχμαλώτισε την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>capturer, round %1 drawn</source>
        <extracomment>scoreboard: the capturer took the last four, the previous round being drawn</extracomment>
        <translation>για την προτελευταία τετράδα, ισόπαλος ο γύρος %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capturer</source>
        <extracomment>scoreboard: the player who captured the penultimate four took the last four</extracomment>
        <translation>για την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: the last four go to %2, %3</source>
        <extracomment>the status line when the last four are awarded in a match: &quot;Round 3: the last four go to North, winner of round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Γύρος %1: %2 (%3) παίρνει τους τελευταίους τέσσερις</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: %2 won round %3</source>
        <extracomment>the banner&apos;s second line: &quot;Round 3: North won round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Γύρος %1: %2 κέρδισε τον γύρο %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four (round %3 was drawn)</source>
        <translation>Γύρος %1: %2 αιχμαλώτισε την προτελευταία τετράδα (ο γύρος %3 ήταν ισόπαλος)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four</source>
        <translation>Γύρος %1: %2 αιχμαλώτισε την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1: %2 starts; the last four go to %3, winner of round %4.</source>
        <translation>Γύρος %1: %2 αρχίζει· %3, ως νικητής του γύρου %4, θα πάρει τους τελευταίους τέσσερις.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the penultimate four.</source>
        <translation>Γύρος %1: %2 αρχίζει· ο γύρος %3 ήταν ισόπαλος, οπότε τους τελευταίους τέσσερις θα τους πάρει όποιος αιχμαλωτίσει την προτελευταία τετράδα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: %2 starts; the last four go to whoever captures the penultimate four.</source>
        <translation>Γύρος %1: %2 αρχίζει· τους τελευταίους τέσσερις θα τους πάρει όποιος αιχμαλωτίσει την προτελευταία τετράδα.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 fills all %2 holes and keeps %n seed(s).</source>
        <extracomment>the refill before a round: &quot;Ana fills all 6 holes and keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 γεμίζει και τους %2 λάκκους και κρατά %n σπόρο.</numerusform>
            <numerusform>%1 γεμίζει και τους %2 λάκκους και κρατά %n σπόρους.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 fills only %n hole(s); the others stay closed.</source>
        <extracomment>the refill before a round, when a player cannot fill every hole: &quot;Ana fills only 5 holes; the others stay closed. Ana keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 γεμίζει μόνο %n λάκκο· οι υπόλοιποι μένουν κλειστοί.</numerusform>
            <numerusform>%1 γεμίζει μόνο %n λάκκους· οι υπόλοιποι μένουν κλειστοί.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 keeps %n seed(s).</source>
        <translation>
            <numerusform>%1 κρατά %n σπόρο.</numerusform>
            <numerusform>%1 κρατά %n σπόρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 is drawn, %2–%3.</source>
        <extracomment>&quot;Round 2 is drawn, 24–24.&quot;</extracomment>
        <translation>Ο γύρος %1 λήγει ισόπαλος, %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: %2 wins %3–%4.</source>
        <extracomment>&quot;Round 3: Luis wins 28–20.&quot;</extracomment>
        <translation>Γύρος %1 – νικητής: %2, %3–%4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last four went to %1, %2.</source>
        <translation>%1 πήρε τους τελευταίους τέσσερις (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round ended because %1.</source>
        <translation>Ο γύρος τελείωσε επειδή %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The next round starts in %n second(s).</source>
        <extracomment>between rounds of a match between computers</extracomment>
        <translation>
            <numerusform>Ο επόμενος γύρος αρχίζει σε %n δευτερόλεπτο.</numerusform>
            <numerusform>Ο επόμενος γύρος αρχίζει σε %n δευτερόλεπτα.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computers are paused: the next round waits.</source>
        <translation>Οι υπολογιστές είναι σε παύση: ο επόμενος γύρος περιμένει.</translation>
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
        <translation>Νικητής του αγώνα: %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A drawn match</source>
        <translation>Ισόπαλος αγώνας</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 could not fill a single hole and loses the match (traditional refill).</source>
        <translation>%1 δεν μπόρεσε να γεμίσει ούτε έναν λάκκο και χάνει τον αγώνα (παραδοσιακή αναπλήρωση).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one round was played.</source>
        <extracomment>the end of a match of several rounds: &quot;All 5 rounds were played.&quot;</extracomment>
        <translation>Παίχτηκε ο μοναδικός γύρος.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>All %n round(s) were played.</source>
        <translation>
            <numerusform>Παίχτηκε %n γύρος.</numerusform>
            <numerusform>Παίχτηκαν και οι %n γύροι.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 won %n round(s).</source>
        <extracomment>the end of a match to a number of won rounds: &quot;Ana won 3 rounds.&quot;</extracomment>
        <translation>
            <numerusform>%1 κέρδισε %n γύρο.</numerusform>
            <numerusform>%1 κέρδισε %n γύρους.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rounds were level, and so were the seeds: %1 each.</source>
        <translation>Οι γύροι ήταν ισόπαλοι, και οι σπόροι επίσης: %1 ο καθένας.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds were level; the seeds decide: %1 %2, %3 %4.</source>
        <translation>Οι γύροι ήταν ισόπαλοι· αποφασίζουν οι σπόροι: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchView</name>
    <message>
        <location filename="../app/gui/match/matchview.cpp" line="+26"/>
        <location line="+32"/>
        <source>Match</source>
        <translation>Αγώνας</translation>
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
        <translation>Αγώνας: %1</translation>
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
        <translation>Άνθρωπος</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Custom: 2 ×</source>
        <translation>Άλλο: 2 ×</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Game</source>
        <translation>Νέα παρτίδα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play from Here</source>
        <translation>Νέα παρτίδα από εδώ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Holes per row</source>
        <translation>Λάκκοι ανά σειρά</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board:</source>
        <translation>Ταμπλό:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Παίκτες</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s level</source>
        <extracomment>the computer&apos;s level, for screen readers: &quot;South&apos;s level&quot;</extracomment>
        <translation>%1: επίπεδο</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>South (near row):</source>
        <translation>Νότος (κοντινή σειρά):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (far row):</source>
        <translation>Βορράς (απέναντι σειρά):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played by</source>
        <extracomment>the Human / Computer choice, for screen readers: &quot;South played by&quot;</extracomment>
        <translation>%1: ποιος παίζει</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts:</source>
        <translation>Ποιος αρχίζει:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start</source>
        <translation>Έναρ&amp;ξη</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayerCard</name>
    <message>
        <location filename="../app/gui/window/gamepanel.cpp" line="+139"/>
        <source>to move</source>
        <translation>παίζει</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>winner</source>
        <translation>κερδίζει</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>thinking…</source>
        <translation>σκέφτεται…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayersMenu</name>
    <message>
        <location filename="../app/gui/game/playersmenu.cpp" line="+122"/>
        <source>&amp;Players</source>
        <translation>Παί&amp;κτες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;South</source>
        <translation>&amp;Νότος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;North</source>
        <translation>&amp;Βορράς</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Human</source>
        <translation>&amp;Άνθρωπος</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: &amp;%1 %2</source>
        <extracomment>a menu item: the computer at a level, &quot;Computer: 3 Medium&quot;</extracomment>
        <translation>Υπολογιστής: &amp;%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Παύση υπολογιστή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tep: Next Computer Move</source>
        <translation>Βή&amp;μα: επόμενη κίνηση υπολογιστή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is thinking…</source>
        <extracomment>the thinking indicator: &quot;North is thinking…&quot;</extracomment>
        <translation>Σκέφτεται: %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint…</source>
        <translation>Αναζήτηση υπόδειξης…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: Step (%1) plays %2&apos;s move</source>
        <extracomment>paused before a computer&apos;s move: &quot;Paused: Step (S) plays North&apos;s move&quot;</extracomment>
        <translation>Σε παύση: με το Βήμα (%1) παίζει %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer paused</source>
        <translation>Ο υπολογιστής είναι σε παύση</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: play %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move: &quot;Hint: play c&quot;</extracomment>
        <translation>Υπόδειξη: παίξε %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move, with its reason, which names the move first: &quot;Hint: c captures 4 seeds on D and plays again.&quot;</extracomment>
        <translation>Υπόδειξη: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PositionText</name>
    <message>
        <location filename="../app/record/positiontext.cpp" line="+12"/>
        <source>a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields</source>
        <translation>μια θέση γράφεται VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], σε 6 ή 7 πεδία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant (field 1) must be I, II or III</source>
        <translation>η παραλλαγή (πεδίο 1) πρέπει να είναι I, II ή III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the holes per row (field 2) must be a number from %1 to %2</source>
        <translation>οι λάκκοι ανά σειρά (πεδίο 2) πρέπει να είναι αριθμός από %1 έως %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the player to move (field 3) must be S or N</source>
        <translation>ο παίκτης που παίζει (πεδίο 3) πρέπει να είναι S ή N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field 4 must hold one seed count for each hole of both rows</source>
        <translation>το πεδίο 4 πρέπει να περιέχει ένα πλήθος σπόρων για κάθε λάκκο και των δύο σειρών</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a closed hole</source>
        <extracomment>%1 the place of the bad seed count in field 4&apos;s list: 1 for the first</extracomment>
        <translation>πεδίο 4, στοιχείο %1: το πλήθος σπόρων πρέπει να είναι αριθμός από 0 έως τους 8N σπόρους της παρτίδας, ή x για κλειστό λάκκο</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s score (field %2) must be a number from 0 to the 8N seeds of the game</source>
        <translation>το σκορ του παίκτη %1 (πεδίο %2) πρέπει να είναι αριθμός από 0 έως τους 8N σπόρους της παρτίδας</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board and the scores hold more than the 8N seeds of the game</source>
        <translation>το ταμπλό και τα σκορ έχουν περισσότερους από τους 8N σπόρους της παρτίδας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last-four taker (field 7) must be capturer, S or N</source>
        <translation>αυτός που παίρνει τους τελευταίους τέσσερις (πεδίο 7) πρέπει να είναι capturer, S ή N</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over in this position</source>
        <translation>σε αυτή τη θέση η παρτίδα έχει τελειώσει</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a row has %1 to %2 holes, not %3</source>
        <translation>μια σειρά έχει από %1 έως %2 λάκκους, όχι %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board and the scores hold %1 seeds, more than the %2 of a game on this board</source>
        <translation>το ταμπλό και τα σκορ έχουν %1 σπόρους, περισσότερους από τους %2 μιας παρτίδας σε αυτό το ταμπλό</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hole %1 is closed and cannot hold seeds</source>
        <translation>ο λάκκος %1 είναι κλειστός και δεν μπορεί να έχει σπόρους</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there are no seeds on the board, so the game is over</source>
        <translation>δεν υπάρχουν σπόροι στο ταμπλό, άρα η παρτίδα έχει τελειώσει</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every seed but the last four is captured, so the capture that left them ended the game</source>
        <translation>όλοι οι σπόροι εκτός από τους τελευταίους τέσσερις έχουν αιχμαλωτιστεί, άρα η αιχμαλωσία που τους άφησε τελείωσε την παρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no seeds, and a game cannot begin with a pass</source>
        <translation>παίζει ο %1 αλλά δεν έχει σπόρους, και μια παρτίδα δεν μπορεί να αρχίσει με πάσο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass</source>
        <translation>κάθε λάκκος που θα μπορούσε να παίξει ο %1 ξεκινά σπορά που δεν τελειώνει ποτέ, και μια παρτίδα δεν μπορεί να αρχίσει με πάσο</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PuzzleFile</name>
    <message>
        <location filename="../app/record/puzzlefile.cpp" line="+63"/>
        <source>not JSON: %1 at character %2</source>
        <translation>δεν είναι JSON: %1 στον χαρακτήρα %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>δεν είναι αντικείμενο JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;id&quot; must be a text that is not empty</source>
        <translation>το &quot;id&quot; πρέπει να είναι μη κενό κείμενο</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;position&quot; must be a position text</source>
        <translation>το &quot;position&quot; πρέπει να είναι κείμενο θέσης</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;position&quot;: %1</source>
        <translation>&quot;position&quot;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;solution&quot; must be a list of moves that is not empty</source>
        <translation>το &quot;solution&quot; πρέπει να είναι μη κενή λίστα κινήσεων</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;solution&quot;: move %1 is not a text</source>
        <translation>&quot;solution&quot;: η κίνηση %1 δεν είναι κείμενο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;solution&quot;: move %1 comes after the end of the game</source>
        <translation>&quot;solution&quot;: η κίνηση %1 έρχεται μετά το τέλος της παρτίδας</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;solution&quot;: move %1 &apos;%2&apos; cannot be played at %3</source>
        <translation>&quot;solution&quot;: η κίνηση %1 &apos;%2&apos; δεν μπορεί να παιχτεί στη θέση %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;themes&quot; must be a list of theme names</source>
        <translation>το &quot;themes&quot; πρέπει να είναι λίστα ονομάτων θεμάτων</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;themes&quot;: &apos;%1&apos; is not a theme</source>
        <translation>&quot;themes&quot;: το &apos;%1&apos; δεν είναι θέμα</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;rating&quot; must be a whole number from 0 to 10000</source>
        <translation>το &quot;rating&quot; πρέπει να είναι ακέραιος από 0 έως 10000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;proven&quot; must be true or false</source>
        <translation>το &quot;proven&quot; πρέπει να είναι true ή false</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;depth&quot; must be a whole number from 1 to 100</source>
        <translation>το &quot;depth&quot; πρέπει να είναι ακέραιος από 1 έως 100</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>το &quot;%1&quot; πρέπει να είναι ακέραιος</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordFileText</name>
    <message>
        <location filename="../app/record/recordload.cpp" line="+40"/>
        <source>the file is larger than %1 MiB, too large for a game record</source>
        <translation>το αρχείο είναι μεγαλύτερο από %1 MiB, πολύ μεγάλο για καταγραφή παρτίδας</translation>
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
        <translation>true ή false</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>a number</source>
        <translation>αριθμός</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+602"/>
        <source>a text</source>
        <translation>κείμενο</translation>
    </message>
    <message>
        <location line="-601"/>
        <location line="+615"/>
        <source>a list</source>
        <translation>λίστα</translation>
    </message>
    <message>
        <location line="-614"/>
        <location line="+252"/>
        <location line="+185"/>
        <location line="+30"/>
        <location line="+156"/>
        <source>an object</source>
        <translation>αντικείμενο</translation>
    </message>
    <message>
        <location line="-620"/>
        <source>nothing</source>
        <translation>τίποτα</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: round %2 is not finished, yet a later round follows it</source>
        <translation>%1: ο γύρος %2 δεν έχει τελειώσει, κι όμως ακολουθεί επόμενος γύρος</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is not UTF-8 text: byte %1 (0x%2) is invalid</source>
        <translation>το αρχείο δεν είναι κείμενο UTF-8: το byte %1 (0x%2) δεν είναι έγκυρο</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON file: %1 at byte %2 (line %3, column %4)</source>
        <translation>δεν είναι αρχείο JSON: %1 στο byte %2 (γραμμή %3, στήλη %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Hoyito game record: the file holds a JSON list, not an object</source>
        <translation>δεν είναι καταγραφή παρτίδας Hoyito: το αρχείο περιέχει λίστα JSON, όχι αντικείμενο</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a Hoyito game record: it has no &quot;format&quot; field</source>
        <translation>δεν είναι καταγραφή παρτίδας Hoyito: δεν έχει πεδίο &quot;format&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Hoyito game record: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>δεν είναι καταγραφή παρτίδας Hoyito: το &quot;format&quot; είναι %1, όχι &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>variant: unknown variant &quot;%1&quot; (known: I, II, III)</source>
        <translation>variant: άγνωστη παραλλαγή &quot;%1&quot; (γνωστές: I, II, III)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>date: &quot;%1&quot; is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)</source>
        <translation>date: το &quot;%1&quot; δεν είναι ημερομηνία και ώρα ISO 8601 (όπως 2025-01-31T14:05:00+01:00)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: a record with a start position is version %2, but this one says version %3</source>
        <translation>%1: μια καταγραφή με θέση εκκίνησης είναι έκδοσης %2, αλλά αυτή γράφει έκδοση %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a match starts from the opening, so only a single game has a start position</source>
        <translation>%1: ένας αγώνας ξεκινά από την αρχική διάταξη, άρα μόνο μια μεμονωμένη παρτίδα έχει θέση εκκίνησης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; cannot start a game: %3</source>
        <translation>%1: το &quot;%2&quot; δεν μπορεί να ξεκινήσει παρτίδα: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is of %1, but &quot;variant&quot; says %2</source>
        <translation>η θέση είναι του %1, αλλά το &quot;variant&quot; γράφει %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 holes a row, but &quot;holesPerRow&quot; says %2</source>
        <translation>η θέση έχει %1 λάκκους ανά σειρά, αλλά το &quot;holesPerRow&quot; γράφει %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position gives the last four to %1, but &quot;lastFourTaker&quot; says %2</source>
        <translation>κατά τη θέση τους τελευταίους τέσσερις τους παίρνει: %1, αλλά το &quot;lastFourTaker&quot; γράφει %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 to move, but &quot;start&quot; says %2</source>
        <translation>στη θέση παίζει: %1, αλλά το &quot;start&quot; γράφει %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: expected two scores [South, North], found %2</source>
        <translation>%1: αναμένονταν δύο σκορ [Νότος, Βορράς], βρέθηκαν %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the file says %2, but its moves give %3</source>
        <translation>%1: το αρχείο γράφει «%2», αλλά οι κινήσεις του δίνουν «%3»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round %1, the record&apos;s own game, comes after the end of the match: after round %2, %3</source>
        <translation>ο γύρος %1, η ίδια η παρτίδα της καταγραφής, έρχεται μετά το τέλος του αγώνα (μετά τον γύρο %2: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: round %2 comes after the end of the match: after round %3, %4</source>
        <translation>%1: ο γύρος %2 έρχεται μετά το τέλος του αγώνα (μετά τον γύρο %3: %4)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the starters alternate</source>
        <translation>οι παίκτες αρχίζουν εναλλάξ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 was drawn, so the player who did not start it starts</source>
        <translation>ο γύρος %1 έληξε ισόπαλος, άρα αρχίζει ο παίκτης που δεν τον άρχισε</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the loser of round %1 starts</source>
        <translation>αρχίζει ο ηττημένος του γύρου %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file says %2 starts round %3, but the match rules give %4 (%5)</source>
        <translation>%1: κατά το αρχείο τον γύρο %3 τον αρχίζει ο %2, αλλά κατά τους κανόνες του αγώνα ο %4 (%5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the capturer of the penultimate four</source>
        <translation>παίκτης που αιχμαλώτισε την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the file gives the last four of round %2 to %3, but the match rules give them %4</source>
        <translation>%1: κατά το αρχείο τους τελευταίους τέσσερις του γύρου %2 τους παίρνει ο %3, αλλά κατά τους κανόνες του αγώνα τους παίρνει %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>round %1, move %2 (%3): %4</source>
        <translation>γύρος %1, κίνηση %2 (%3): %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 (%2): %3</source>
        <translation>κίνηση %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: the review has no turns</source>
        <translation>%1: η ανασκόπηση δεν περιέχει καμία κίνηση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the review goes on after the last turn of the game, turn %2</source>
        <translation>%1: η ανασκόπηση συνεχίζει μετά την τελευταία κίνηση της παρτίδας, την κίνηση %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the review stops at turn %2, but the game goes on to turn %3; only a review of every turn is kept</source>
        <translation>%1: η ανασκόπηση σταματά στην κίνηση %2, αλλά η παρτίδα φτάνει ως την κίνηση %3· κρατιέται μόνο ανασκόπηση όλων των κινήσεων</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the review is of another game: turn %2 of this game is %3, not %4</source>
        <translation>%1: η ανασκόπηση είναι άλλης παρτίδας: η κίνηση %2 αυτής της παρτίδας είναι %3, όχι %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+74"/>
        <source>%1: %2 cannot be played at turn %3: %4</source>
        <translation>%1: το %2 δεν μπορεί να παιχτεί στην κίνηση %3: %4</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: %2 is above the best value, %3</source>
        <translation>%1: το %2 είναι πάνω από την καλύτερη τιμή, %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the best move is the move played, %2, yet its value %3 is not the best value %4</source>
        <translation>%1: η καλύτερη κίνηση είναι αυτή που παίχτηκε, %2, όμως η τιμή της %3 δεν είναι η καλύτερη τιμή %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the move played, %2, has the best value, so it is the best move, not %3</source>
        <translation>%1: η κίνηση που παίχτηκε, %2, έχει την καλύτερη τιμή, άρα είναι η καλύτερη κίνηση, όχι η %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the best move is the move played, so its line must be the move played&apos;s line</source>
        <translation>%1: η καλύτερη κίνηση είναι αυτή που παίχτηκε, οπότε η σειρά κινήσεών της πρέπει να είναι εκείνη της κίνησης που παίχτηκε</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a line has 1 to %2 moves, not %3</source>
        <translation>%1: μια σειρά κινήσεων έχει από 1 έως %2 κινήσεις, όχι %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the line starts with %2, not with its move %3</source>
        <translation>%1: η σειρά κινήσεων αρχίζει με %2, όχι με την κίνησή της %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>λείπει το πεδίο &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: αναμενόταν %2, βρέθηκε %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a whole number</source>
        <translation>ακέραιος αριθμός</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, found %2</source>
        <translation>%1: αναμενόταν ακέραιος αριθμός, βρέθηκε %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is out of range, expected a number from %3 to %4</source>
        <translation>%1: το %2 είναι εκτός ορίων· αναμενόταν αριθμός από %3 έως %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: το &quot;%2&quot; δεν είναι κανένα από τα %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+33"/>
        <source>a part of the path is not a folder</source>
        <translation>ένα τμήμα της διαδρομής δεν είναι φάκελος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the path has too many symbolic links (a link that leads back to itself?)</source>
        <translation>η διαδρομή έχει πάρα πολλούς συμβολικούς συνδέσμους (μήπως κάποιος σύνδεσμος οδηγεί πίσω στον εαυτό του;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied (to read the file, or to open a folder on its path)</source>
        <translation>δεν επιτρέπεται η πρόσβαση (για ανάγνωση του αρχείου ή για άνοιγμα κάποιου φακέλου στη διαδρομή του)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is too long</source>
        <translation>το όνομα του αρχείου είναι πολύ μεγάλο</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a named pipe (FIFO), not a game record</source>
        <translation>αυτό είναι επώνυμη σωλήνωση (FIFO), όχι καταγραφή παρτίδας</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a socket, not a game record</source>
        <translation>αυτό είναι υποδοχή (socket), όχι καταγραφή παρτίδας</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a device, not a game record</source>
        <translation>αυτό είναι συσκευή, όχι καταγραφή παρτίδας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file, not a game record</source>
        <translation>αυτό δεν είναι κανονικό αρχείο ούτε καταγραφή παρτίδας</translation>
    </message>
    <message>
        <location line="+68"/>
        <location filename="../app/record/recordload.cpp" line="+43"/>
        <source>cannot read the file: %1</source>
        <translation>δεν είναι δυνατή η ανάγνωση του αρχείου: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the file does not exist</source>
        <translation>το αρχείο δεν υπάρχει</translation>
    </message>
    <message>
        <location filename="../app/record/recordload.cpp" line="-561"/>
        <source>version %1 records are not supported; this Hoyito reads versions %2 to %3</source>
        <translation>οι καταγραφές έκδοσης %1 δεν υποστηρίζονται· αυτό το Hoyito διαβάζει τις εκδόσεις %2 έως %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+6"/>
        <location line="+9"/>
        <source>this is a folder, not a game record</source>
        <translation>αυτό είναι φάκελος, όχι καταγραφή παρτίδας</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot open the file: %1</source>
        <translation>δεν είναι δυνατό το άνοιγμα του αρχείου: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>no file name was given</source>
        <translation>δεν δόθηκε όνομα αρχείου</translation>
    </message>
    <message>
        <location filename="../app/record/recordsave.cpp" line="+41"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>%1: not saved, the game record is invalid: %2</source>
        <translation>%1: δεν αποθηκεύτηκε, η καταγραφή παρτίδας δεν είναι έγκυρη: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: δεν είναι δυνατή η εγγραφή του αρχείου: %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordText</name>
    <message>
        <location filename="../app/record/gamerecord.cpp" line="+247"/>
        <source>Round %1</source>
        <translation>Γύρος %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: %1</source>
        <translation>Αρχίζει: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refill: South carries %1, North carries %2; closed holes: %3</source>
        <translation>Αναπλήρωση: ο Νότος μεταφέρει %1, ο Βορράς %2· κλειστοί λάκκοι: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>κανένας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2 took them</source>
        <translation>%1· τους πήρε ο %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last four: %1</source>
        <translation>Τελευταίοι τέσσερις: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>Αποτέλεσμα: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not finished, captured %1</source>
        <translation>δεν έχει τελειώσει, αιχμάλωτοι ως τώρα %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South wins %1 (%2)</source>
        <translation>ο Νότος κερδίζει %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North wins %1 (%2)</source>
        <translation>ο Βορράς κερδίζει %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw %1 (%2)</source>
        <translation>ισοπαλία %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer, level %2)</source>
        <translation>%1 (υπολογιστής, επίπεδο %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>the game is already over</source>
        <translation>η παρτίδα έχει ήδη τελειώσει</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;%1&quot; is not a move (a hole letter, or - for a pass)</source>
        <translation>το &quot;%1&quot; δεν είναι κίνηση (ένα γράμμα λάκκου ή - για πάσο)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no hole %1 on a row of %2</source>
        <translation>δεν υπάρχει λάκκος %1 σε σειρά με %2 λάκκους</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hole %1 is %2&apos;s, and %3 is to move</source>
        <translation>ο λάκκος %1 ανήκει στον παίκτη %2, ενώ παίζει ο %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no hole %1</source>
        <translation>δεν υπάρχει λάκκος %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is not %2&apos;s</source>
        <translation>ο λάκκος %1 δεν ανήκει στον παίκτη %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is closed</source>
        <translation>ο λάκκος %1 είναι κλειστός</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is empty</source>
        <translation>ο λάκκος %1 είναι άδειος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 starts a sowing that never ends</source>
        <translation>ο λάκκος %1 ξεκινά σπορά που δεν τελειώνει ποτέ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a legal move and cannot pass</source>
        <translation>ο %1 έχει έγκυρη κίνηση και δεν μπορεί να πει πάσο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>μη έγκυρη κίνηση</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>a name is at most %n characters long</source>
        <translation>
            <numerusform>ένα όνομα έχει το πολύ %n χαρακτήρα</numerusform>
            <numerusform>ένα όνομα έχει το πολύ %n χαρακτήρες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>this one has %n</source>
        <translation>
            <numerusform>αυτό έχει %n</numerusform>
            <numerusform>αυτό έχει %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold control characters such as line breaks (%1)</source>
        <translation>ένα όνομα δεν μπορεί να περιέχει χαρακτήρες ελέγχου, όπως αλλαγές γραμμής (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot hold characters that change the writing direction (%1)</source>
        <translation>ένα όνομα δεν μπορεί να περιέχει χαρακτήρες που αλλάζουν την κατεύθυνση γραφής (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold invisible characters (%1)</source>
        <translation>ένα όνομα δεν μπορεί να περιέχει αόρατους χαρακτήρες (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a name cannot stack more than %n marks on one character</source>
        <translation>
            <numerusform>ένα όνομα δεν μπορεί να έχει πάνω από %n διακριτικό σε έναν χαρακτήρα</numerusform>
            <numerusform>ένα όνομα δεν μπορεί να έχει πάνω από %n διακριτικά σε έναν χαρακτήρα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name must be valid text (this one has a broken surrogate pair)</source>
        <translation>ένα όνομα πρέπει να είναι έγκυρο κείμενο (αυτό περιέχει σπασμένο ζεύγος υποκατάστασης)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n γύρος</numerusform>
            <numerusform>%n γύροι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>first to %n win(s)</source>
        <translation>
            <numerusform>όποιος κερδίσει πρώτος %n γύρο</numerusform>
            <numerusform>όποιος κερδίσει πρώτος %n γύρους</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>all %n round(s) were played</source>
        <translation>
            <numerusform>παίχτηκε %n γύρος</numerusform>
            <numerusform>παίχτηκαν και οι %n γύροι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won %n round(s)</source>
        <translation>
            <numerusform>%1 κέρδισε %n γύρο</numerusform>
            <numerusform>%1 κέρδισε %n γύρους</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>μετά από %n γύρο</numerusform>
            <numerusform>μετά από %n γύρους</numerusform>
        </translation>
    </message>
    <message>
        <location line="-48"/>
        <source>starters alternate</source>
        <translation>εναλλασσόμενη έναρξη</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the loser starts</source>
        <translation>αρχίζει ο ηττημένος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last-four handicap</source>
        <translation>χάντικαπ των τελευταίων τεσσάρων</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no last-four handicap</source>
        <translation>χωρίς χάντικαπ των τελευταίων τεσσάρων</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traditional refill</source>
        <translation>παραδοσιακή αναπλήρωση</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to %1, winner of round %2</source>
        <translation>ο %1, νικητής του γύρου %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to the capturer of the penultimate four, round %1 being drawn</source>
        <translation>ο παίκτης που αιχμαλώτισε την προτελευταία τετράδα, αφού ο γύρος %1 έληξε ισόπαλος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the capturer of the penultimate four</source>
        <translation>ο παίκτης που αιχμαλώτισε την προτελευταία τετράδα</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the one round was played</source>
        <translation>παίχτηκε ο μοναδικός γύρος</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not fill a single hole</source>
        <translation>ο %1 δεν μπόρεσε να γεμίσει ούτε έναν λάκκο</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South %1, North %2 %3; seeds %4-%5</source>
        <translation>Νότος %1, Βορράς %2 %3· σπόροι %4-%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in progress, in round %1</source>
        <translation>σε εξέλιξη, στον γύρο %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a drawn match, %1 and equal seeds (%2)</source>
        <translation>ισόπαλος αγώνας, %1 και ίσοι σπόροι (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2 (%3)</source>
        <translation>ο %1 κερδίζει τον αγώνα, %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match on seeds, %2 with %3-%4 seeds (%5)</source>
        <translation>ο %1 κερδίζει τον αγώνα στους σπόρους, %2 με %3-%4 σπόρους (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match %2 (%3)</source>
        <translation>ο %1 κερδίζει τον αγώνα %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ReplayBar</name>
    <message>
        <location filename="../app/gui/game/replaybar.cpp" line="+110"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Προβολή παρτίδας</translation>
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
        <translation>Πρώτη θέση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back One Turn</source>
        <translation>Μία κίνηση πίσω</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Play</source>
        <translation>Αναπαραγωγή</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Forward One Turn</source>
        <translation>Μία κίνηση μπροστά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Position</source>
        <translation>Τελευταία θέση</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Turn %1 of %2</source>
        <extracomment>replay bar: the turn shown (or being shown), of all turns</extracomment>
        <translation>Κίνηση %1 από %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+190"/>
        <source>Play On From Here</source>
        <translation>Συνέχεια από εδώ</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Play the game on, live, from the position shown</source>
        <translation>Συνέχισε την παρτίδα κανονικά από τη θέση που φαίνεται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Κλείσιμο προβολής</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game at its last position</source>
        <translation>Επιστροφή στην παρτίδα, στην τελευταία της θέση</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>Start (%n turn(s))</source>
        <extracomment>replay bar at the first position</extracomment>
        <translation>
            <numerusform>Αρχή (%n κίνηση)</numerusform>
            <numerusform>Αρχή (%n κινήσεις)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay: the start of the game — %1</source>
        <extracomment>status line in replay mode at the first position</extracomment>
        <translation>Προβολή: η αρχή της παρτίδας — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay, turn %1 of %2: %3</source>
        <extracomment>status line in replay mode: the turn shown and what it did</extracomment>
        <translation>Προβολή, κίνηση %1 από %2: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Play on from the start and drop all %n turn(s) of the game?</source>
        <extracomment>asked before &quot;Play On From Here&quot; drops the rest of the game</extracomment>
        <translation>
            <numerusform>Συνέχεια από την αρχή, απορρίπτοντας όλη την παρτίδα (%n κίνηση);</numerusform>
            <numerusform>Συνέχεια από την αρχή, απορρίπτοντας όλη την παρτίδα (%n κινήσεις);</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play on after turn %1 and drop the %n turn(s) after it?</source>
        <translation>
            <numerusform>Συνέχεια μετά την κίνηση %1, απορρίπτοντας ό,τι ακολουθεί (%n κίνηση);</numerusform>
            <numerusform>Συνέχεια μετά την κίνηση %1, απορρίπτοντας ό,τι ακολουθεί (%n κινήσεις);</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redo brings them back until you play a different move. A file the game was opened from keeps them until you save over it.</source>
        <translation>Η «Επανάληψη κίνησης» τις επαναφέρει, μέχρι να παίξεις μια διαφορετική κίνηση. Το αρχείο από το οποίο άνοιξε η παρτίδα τις κρατά, μέχρι να αποθηκεύσεις πάνω του.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play On</source>
        <translation>&amp;Συνέχεια</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pause</source>
        <translation>Παύση</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ResultDialog</name>
    <message>
        <location filename="../app/gui/window/resultdialog.cpp" line="+18"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Νέα παρτίδα…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game Over</source>
        <translation>Τέλος παρτίδας</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundReplayDialog</name>
    <message>
        <location filename="../app/gui/match/roundreplaydialog.cpp" line="+214"/>
        <source>Round %1 — Replay</source>
        <extracomment>the title of a replayed round&apos;s window: &quot;Round 2 — Replay&quot;</extracomment>
        <translation>Γύρος %1 — Προβολή</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review &amp;Round</source>
        <extracomment>the button of a replayed round&apos;s window that reviews every turn of the round</extracomment>
        <translation>Ανασκόπηση &amp;γύρου</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <extracomment>the button that closes a replayed round&apos;s window (no accelerator: Alt+C is the review&apos;s Cancel)</extracomment>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundSummaryDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="-47"/>
        <source>&amp;Next Round</source>
        <translation>Επόμενος &amp;γύρος</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1</source>
        <extracomment>the round summary&apos;s title: &quot;Round 2&quot;</extracomment>
        <translation>Γύρος %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match: %1</source>
        <extracomment>the match score in the round summary: &quot;Match: Ana 1 – Luis 1&quot;</extracomment>
        <translation>Αγώνας: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next Round &amp;Now</source>
        <extracomment>the round summary&apos;s button while the next round counts down to its start</extracomment>
        <translation>Επόμενος γύρος &amp;τώρα</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesText</name>
    <message>
        <location filename="../app/record/rulestext.cpp" line="+7"/>
        <source>South</source>
        <translation>Νότος</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Βορράς</translation>
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
        <translation>δεν έχει τελειώσει</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four</source>
        <translation>οι τελευταίοι τέσσερις</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board emptied</source>
        <translation>το ταμπλό άδειασε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a position seen three times</source>
        <translation>τριπλή επανάληψη θέσης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 turns without a capture</source>
        <translation>200 κινήσεις χωρίς αιχμαλωσία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move</source>
        <translation>κανένας παίκτης δεν μπορούσε να παίξει</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a capture left only the last four seeds on the board</source>
        <translation>μια αιχμαλωσία άφησε στο ταμπλό μόνο τους τελευταίους τέσσερις σπόρους</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last seeds on the board were captured</source>
        <translation>αιχμαλωτίστηκαν οι τελευταίοι σπόροι του ταμπλό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position came up a third time; each player takes the seeds in their row</source>
        <translation>η ίδια θέση εμφανίστηκε για τρίτη φορά· κάθε παίκτης παίρνει τους σπόρους της σειράς του</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>200 turns went by without a capture; each player takes the seeds in their row</source>
        <translation>πέρασαν 200 κινήσεις χωρίς αιχμαλωσία· κάθε παίκτης παίρνει τους σπόρους της σειράς του</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move; each player takes the seeds in their row</source>
        <translation>κανένας παίκτης δεν μπορούσε να παίξει· κάθε παίκτης παίρνει τους σπόρους της σειράς του</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over</source>
        <translation>Τέλος παρτίδας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins!</source>
        <translation>Νικητής: %1!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw</source>
        <translation>Ισοπαλία</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You win by %n seed(s)!</source>
        <extracomment>the result for a person who played the computer; %n: their final seeds minus the computer&apos;s</extracomment>
        <translation>
            <numerusform>Κερδίζεις με διαφορά %n σπόρου!</numerusform>
            <numerusform>Κερδίζεις με διαφορά %n σπόρων!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You lose by %n seed(s)</source>
        <extracomment>the result for a person who played the computer; %n: the computer&apos;s final seeds minus theirs</extracomment>
        <translation>
            <numerusform>Χάνεις με διαφορά %n σπόρου</numerusform>
            <numerusform>Χάνεις με διαφορά %n σπόρων</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 δεν μπορεί να παίξει και λέει πάσο</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesWindow</name>
    <message>
        <location filename="../app/gui/window/ruleswindow.cpp" line="+99"/>
        <source>Rules of Hoyito</source>
        <translation>Κανόνες του Hoyito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of:</source>
        <translation>Κανόνες &amp;για:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules text is missing from this build.</source>
        <translation>Το κείμενο των κανόνων λείπει από αυτή την έκδοση του προγράμματος.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Scoreboard</name>
    <message>
        <location filename="../app/gui/match/scoreboard.cpp" line="+48"/>
        <location line="+97"/>
        <source>&amp;Next Round</source>
        <translation>Επόμενος &amp;γύρος</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+112"/>
        <source>&amp;Replay Round</source>
        <translation>Πρ&amp;οβολή γύρου</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Replay the selected round in a window of its own</source>
        <translation>Προβολή του επιλεγμένου γύρου σε δικό του παράθυρο</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>&amp;Next Round (%n s)</source>
        <translation>
            <numerusform>Επόμενος &amp;γύρος (%n δευτ.)</numerusform>
            <numerusform>Επόμενος &amp;γύρος (%n δευτ.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds %1–%2</source>
        <extracomment>the scoreboard&apos;s heading of the seeds of each round, South&apos;s first: %1 and %2 the first letters of &quot;South&quot; and &quot;North&quot; (&quot;Seeds S–N&quot;)</extracomment>
        <translation>Σπόροι %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Αρχίζει</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Νικητής</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last four</source>
        <translation>Τελευταίοι τέσσερις</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds each player ended the round with: South – North</source>
        <translation>Οι σπόροι του κάθε παίκτη στο τέλος του γύρου: Νότος – Βορράς</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who took the last four seeds, and why</source>
        <translation>Ποιος πήρε τους τελευταίους τέσσερις σπόρους, και γιατί</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match</source>
        <translation>Κανένας αγώνας</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 of %2 is over</source>
        <extracomment>scoreboard title between rounds: &quot;Round 2 of 5 is over&quot;</extracomment>
        <translation>Ο γύρος %1 από %2 τελείωσε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over</source>
        <translation>Ο γύρος %1 τελείωσε</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <extracomment>scoreboard title: &quot;Round 3 of 5&quot;</extracomment>
        <translation>Γύρος %1 από %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Γύρος %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds won; a drawn round counts ½ to each player</source>
        <translation>Γύροι που κερδήθηκαν· ένας ισόπαλος γύρος μετράει ½ για κάθε παίκτη</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw</source>
        <translation>ισοπαλία</translation>
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
        <translation>κανένας</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>playing…</source>
        <translation>σε εξέλιξη…</translation>
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
        <translation>Φάρδυνε το πλαίσιο για να δεις όλες τις στήλες.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::SetupDialog</name>
    <message>
        <location filename="../app/gui/setup/setupdialog.cpp" line="+181"/>
        <source>Set Up Position</source>
        <translation>Ρύθμιση θέσης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close.</source>
        <translation>Κάνε κλικ σε έναν λάκκο για έναν σπόρο παραπάνω· δεξί κλικ ή Shift+κλικ για έναν λιγότερο· ή γύρισε τη ροδέλα του ποντικιού πάνω από έναν λάκκο· σύρε από έναν λάκκο σε άλλον για να μετακινήσεις τους σπόρους του· Ctrl+κλικ ή μεσαίο κλικ κλείνει έναν λάκκο ή τον ανοίγει ξανά. Πλήκτρα: τα βέλη, + και -, x για κλείσιμο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board: 2 ×</source>
        <translation>Τα&amp;μπλό: 2 ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last four:</source>
        <translation>Τε&amp;λευταίοι τέσσερις:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To &amp;move:</source>
        <translation>Παί&amp;ζει:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1&apos;s score:</source>
        <extracomment>the label of South&apos;s score, &quot;South&apos;s score:&quot;</extracomment>
        <translation>Σκορ (%1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position:</source>
        <translation>&amp;Θέση:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</source>
        <translation>Η θέση ως κείμενο: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pas&amp;te</source>
        <translation>&amp;Επικόλληση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening</source>
        <translation>Αρχική &amp;διάταξη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty Board</source>
        <translation>Άδειο &amp;ταμπλό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Παί&amp;ξε από εδώ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Ανάλυση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game between two people from this position, with the engine&apos;s analysis on</source>
        <translation>Μια παρτίδα ανάμεσα σε δύο ανθρώπους από αυτή τη θέση, με ενεργή την ανάλυση της μηχανής</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the capturer</source>
        <translation>όποιος αιχμαλωτίσει την προτελευταία τετράδα</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Ready to play: %1 to move, %n seed(s) on the board.</source>
        <extracomment>the editor&apos;s status line when the position can be played: &quot;South to move, 36 seeds on the board&quot;</extracomment>
        <translation>
            <numerusform>Έτοιμη για παιχνίδι: παίζει ο %1, %n σπόρος στο ταμπλό.</numerusform>
            <numerusform>Έτοιμη για παιχνίδι: παίζει ο %1, %n σπόροι στο ταμπλό.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position cannot be played: %1.</source>
        <extracomment>the editor&apos;s status line: %1 says what is wrong with the position</extracomment>
        <translation>Αυτή η θέση δεν μπορεί να παιχτεί: %1.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::StatusLine</name>
    <message>
        <location filename="../app/gui/game/statusline.cpp" line="+26"/>
        <source>%1 plays %2</source>
        <translation>%1 παίζει %2</translation>
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
        <translation>Τέλος παρτίδας: %1 %2 – %3 %4. %5</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TableStatus</name>
    <message>
        <location filename="../app/gui/tables/tablestatus.cpp" line="+81"/>
        <source>&amp;Perfect Play…</source>
        <translation>&amp;Τέλειο παιχνίδι…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From the endgame tables (Help &gt; Perfect Play): the seeds each player ends the game with when both play perfectly from the position shown</source>
        <translation>Από τους πίνακες φινάλε (Βοήθεια &gt; Τέλειο παιχνίδι): οι σπόροι με τους οποίους τελειώνει ο κάθε παίκτης, αν και οι δύο παίξουν τέλεια από τη θέση που φαίνεται</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TablesDialog</name>
    <message>
        <location filename="../app/gui/tables/tablesdialog.cpp" line="+219"/>
        <source>Perfect Play</source>
        <translation>Τέλειο παιχνίδι</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status bar says what perfect play gives.</source>
        <extracomment>%1 and %2: the computer&apos;s strongest level, &quot;6&quot; and &quot;Master&quot;</extracomment>
        <translation>Οι πίνακες φινάλε περιέχουν την έκβαση κάθε θέσης με λίγους σπόρους στο ταμπλό, υπολογισμένη μέχρι το τέλος. Με αυτούς ο υπολογιστής στο επίπεδο %1 (%2) και η υπόδειξη παίζουν τέτοια φινάλε τέλεια, και η γραμμή κατάστασης δείχνει τι δίνει το τέλειο παιχνίδι.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On this computer</source>
        <translation>Σε αυτόν τον υπολογιστή</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build</source>
        <translation>Δημιουργία</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Seeds on %1, up to:</source>
        <extracomment>the label of the spin box of the seeds to build the tables up to, on one board: &quot;Seeds on 2 × 6, up to: [16]&quot;</extracomment>
        <translation>Σπόροι σε %1, έως:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>the 2 × 12 spin box at 0: no tables for that board</extracomment>
        <translation>κανένας</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cancel Build</source>
        <translation>&amp;Ακύρωση δημιουργίας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>&amp;Κλείσιμο</translation>
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
        <translation>Φάκελος: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Resume</source>
        <translation>&amp;Συνέχιση</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Build</source>
        <translation>&amp;Δημιουργία</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This window may be closed: the build goes on, and the status bar shows it.</source>
        <extracomment>shown while a build runs</extracomment>
        <translation>Μπορείς να κλείσεις αυτό το παράθυρο: η δημιουργία συνεχίζεται και φαίνεται στη γραμμή κατάστασης.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TrainerWindow</name>
    <message>
        <location filename="../app/gui/learn/trainerwindow.cpp" line="+685"/>
        <source>&amp;Board:</source>
        <extracomment>the puzzle trainer&apos;s choice of board</extracomment>
        <translation>&amp;Ταμπλό:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <extracomment>the puzzle trainer&apos;s choice of theme</extracomment>
        <translation>&amp;Θέμα:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <extracomment>the puzzle trainer&apos;s choice of mode: rated puzzles or a streak</extracomment>
        <translation>&amp;Λειτουργία:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rated</source>
        <extracomment>a mode of the puzzle trainer: each puzzle&apos;s first attempt changes the rating</extracomment>
        <translation>Με βαθμολογία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak</source>
        <extracomment>a mode of the puzzle trainer: harder and harder puzzles until the first mistake</extracomment>
        <translation>Σερί</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the puzzle trainer: ring the hole to play from</extracomment>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the puzzle trainer: the puzzle again from its start</extracomment>
        <translation>&amp;Ξανά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse</source>
        <extracomment>a button of the puzzle trainer: open the puzzle&apos;s position in the main window&apos;s analysis</extracomment>
        <translation>&amp;Ανάλυση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the puzzle trainer: the next puzzle</extracomment>
        <translation>&amp;Επόμενο</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TurnSkip</name>
    <message>
        <location filename="../app/gui/game/turnskip.cpp" line="+65"/>
        <source>S&amp;kip to My Turn</source>
        <extracomment>Players menu, and a button on the status bar while the computer plays turn after turn</extracomment>
        <translation>Παράλειψη ως τη &amp;σειρά μου</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the computer&apos;s turns at once, up to your turn</source>
        <extracomment>tooltip of Skip to My Turn</extracomment>
        <translation>Δείχνει αμέσως τις κινήσεις του υπολογιστή, μέχρι τη σειρά σου</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ViewChoices</name>
    <message>
        <location filename="../app/gui/config/viewchoices.cpp" line="+173"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Ταχύτητα σποράς</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Slow</source>
        <translation>&amp;Αργή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Κανονική</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Γρήγορη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>Ά&amp;μεση</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Αναστροφή ταμπλό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Εμφάνιση πλήθους &amp;σπόρων</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Move Preview</source>
        <extracomment>View menu: before a move is played, the board shows where the hole under the pointer would end and capture</extracomment>
        <translation>Εμφάνιση προεπισκόπησης &amp;κίνησης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <extracomment>View menu: the submenu that turns the game&apos;s sounds on or off and sets their volume</extracomment>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View &gt; Sound: on, the game plays sounds as the seeds move (a check box)</extracomment>
        <translation>&amp;Ενεργοί ήχοι</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quiet</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Χαμηλή</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medium</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Μεσαία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loud</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Δυνατή</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Board</source>
        <extracomment>View menu: how the board looks</extracomment>
        <translation>Ό&amp;ψη ταμπλό</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Wood</source>
        <extracomment>View &gt; Board: a board of carved wood</extracomment>
        <translation>&amp;Ξύλο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Earth</source>
        <extracomment>View &gt; Board: holes dug in the earth</extracomment>
        <translation>&amp;Χώμα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chalk</source>
        <extracomment>View &gt; Board: holes drawn in chalk on concrete</extracomment>
        <translation>&amp;Κιμωλία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High Contrast</source>
        <extracomment>View &gt; Board: a board for low vision, near black with bright outlines</extracomment>
        <translation>&amp;Υψηλή αντίθεση</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default (%1)</source>
        <extracomment>the Language menu&apos;s first choice; %1 is the system&apos;s language in its own name, e.g. &quot;Español&quot;</extracomment>
        <translation>&amp;Προεπιλογή συστήματος (%1)</translation>
    </message>
</context>
</TS>
