#pragma once

// The words of the rules that every part of the program says: the sides,
// the variants, how a game ends and who won. The board, the window, the
// saved games and hoyito-cli all take them from here, so each is translated
// once. QtCore only.

#include "hoyito/types.h"

#include <QCoreApplication>
#include <QString>

namespace hoyito::app {

class RulesText {
    Q_DECLARE_TR_FUNCTIONS(hoyito::app::RulesText)

public:
    static QString sideName(Player side); // "South" / "North"
    // A player's name as given (untrimmed, maybe empty), or the side's name
    // when none was given: the one fallback rule for every name shown.
    static QString playerName(const QString &name, Player side);
    static QString variantName(Variant v); // "Hoyito II"
    // How a game ended, as a tag in a result line: "South wins 26-22 (the
    // last four)". EndReason::None is "not finished".
    static QString endReason(EndReason reason);
    // The same as a clause after "The game ended because": "a capture left
    // only the last four seeds on the board". Empty for EndReason::None.
    static QString endExplanation(EndReason reason);

    static QString gameOver();                // "Game over"
    static QString wins(const QString &name); // "Ana wins!"
    static QString draw();                    // "A draw"
    // The result told to the one person who played the computer, with the
    // difference of the final seeds: "You win by 12 seeds!", "You lose by 4 seeds".
    static QString youWin(int margin);
    static QString youLose(int margin);
    static QString passes(const QString &name); // "Ana cannot move and passes"

    // English plurals without a translation file: a "%n round(s)" message no
    // translator has comes back from tr() as "3 round(s)"; this makes it
    // "1 round" / "3 rounds" (translations have no "(s)" and pass unchanged).
    // The GUI's English translator applies it to every message
    // (GameText::installEnglishPlurals); texts that hoyito-cli and the record
    // library also produce, where no translator is installed, call it too.
    static QString englishPlural(QString text, int n);
};

} // namespace hoyito::app
