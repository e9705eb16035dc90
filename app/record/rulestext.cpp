#include "rulestext.h"

namespace hoyito::app {

QString RulesText::sideName(Player side)
{
    return side == Player::South ? tr("South") : tr("North");
}

QString RulesText::playerName(const QString &name, Player side)
{
    const QString trimmed = name.trimmed();
    return trimmed.isEmpty() ? sideName(side) : trimmed;
}

QString RulesText::englishPlural(QString text, int n)
{
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString RulesText::variantName(Variant v)
{
    switch (v) {
    case Variant::I: return tr("Hoyito I");
    case Variant::II: return tr("Hoyito II");
    case Variant::III: return tr("Hoyito III");
    }
    return QString();
}

QString RulesText::endReason(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return tr("not finished");
    case EndReason::LastFour: return tr("the last four");
    case EndReason::Empty: return tr("the board emptied");
    case EndReason::Repetition: return tr("a position seen three times");
    case EndReason::NoCapture200: return tr("200 turns without a capture");
    case EndReason::BothPass: return tr("neither player could move");
    }
    return QString();
}

QString RulesText::endExplanation(EndReason reason)
{
    switch (reason) {
    case EndReason::None: return QString();
    case EndReason::LastFour: return tr("a capture left only the last four seeds on the board");
    case EndReason::Empty: return tr("the last seeds on the board were captured");
    case EndReason::Repetition:
        return tr("the same position came up a third time; each player takes the seeds in their row");
    case EndReason::NoCapture200:
        return tr("200 turns went by without a capture; each player takes the seeds in their row");
    case EndReason::BothPass: return tr("neither player could move; each player takes the seeds in their row");
    }
    return QString();
}

QString RulesText::gameOver()
{
    return tr("Game over");
}

QString RulesText::wins(const QString &name)
{
    return tr("%1 wins!").arg(name);
}

QString RulesText::draw()
{
    return tr("A draw");
}

QString RulesText::youWin(int margin)
{
    //: the result for a person who played the computer; %n: their final seeds minus the computer's
    return tr("You win by %n seed(s)!", nullptr, margin);
}

QString RulesText::youLose(int margin)
{
    //: the result for a person who played the computer; %n: the computer's final seeds minus theirs
    return tr("You lose by %n seed(s)", nullptr, margin);
}

QString RulesText::passes(const QString &name)
{
    return tr("%1 cannot move and passes").arg(name);
}

} // namespace hoyito::app
