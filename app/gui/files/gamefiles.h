#pragma once

// GameFiles: the game in the window as a document. It knows the
// file the game was opened from or saved to and whether the game has moves
// that file lacks, and it does Save, Save As, Open, Open Recent and Copy Game
// as Text. Files are read and written by hoyito_record (recordfile.h): loading
// replays and checks every move, and a game reaches the controller only once
// its file loaded whole, so a bad file changes nothing.
//
// When is the player asked to save? Only when a game would be lost: New Game
// and Open replace an unfinished game whose moves are in no file, and then
// ask Save / Discard / Cancel. Quitting never asks, because the autosave
// (autosave.h) keeps the game in progress and the next start resumes it. A
// finished game is not asked about either (it cannot go on; Save keeps it).
//
// Questions and file dialogs are window-modal and asynchronous (open(), never
// exec()): nothing nests an event loop, and what follows an answer runs when
// the dialog closes.

#include "gamerecord.h"
#include "recordfile.h"

#include <QDateTime>
#include <QFileDialog>
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QMenu;

namespace hoyito::app {

class GameController;
class Settings;
struct GameSetup;

// The loader's error for a path that GameFiles::notAFileReason() refuses.
LoadError notAFileError(const QString &path, const QString &reason);

class GameFiles : public QObject {
    Q_OBJECT

public:
    // `window` is the parent of the dialogs; `settings` must outlive this.
    GameFiles(GameController *controller, Settings &settings, QWidget *window);
    ~GameFiles() override;

    // The file of the game (empty: never saved nor opened).
    QString filePath() const { return m_path; }
    // The game has moves that are in no file: any move of an untitled game,
    // or moves other than the file's.
    bool isModified() const;
    // New Game or Open would lose something: an unfinished, modified game
    // in which a person has moved (or of two computers), or the rounds of a
    // match (going on or over) that no file holds.
    bool needsSaveQuestion() const;
    // "name.hoyito[*] — Hoyito II, 2 × 6", or "Hoyito II, 2 × 6[*]" untitled
    // (QWidget::setWindowModified shows the marker).
    QString windowTitle() const;
    // The round of the match the game belongs to, 0 for a single game.
    int matchRound() const;
    // Matches: the game is a round of a match that goes on after
    // it (the round is unfinished, or finished and the match is not over).
    bool matchGoesOn() const;
    // The next game the controller starts is a round of a match (the match
    // controller says so just before starting it): `match` as it stands at
    // that round's start, `rounds` the games of its finished rounds. With
    // `continuing` the match in the window goes on, and keeps its file and
    // date; otherwise it is a new match, not in any file yet.
    void expectMatchRound(const hoyito::Match &match, const std::vector<hoyito::Game> &rounds, bool continuing);

    // Where saved files get the game's review from: the review shown, when
    // it is one of exactly the game's moves (empty otherwise). Without a
    // source, files hold no review.
    using ReviewSource = std::function<std::optional<ReviewRecord>()>;
    void setReviewSource(ReviewSource source) { m_reviewSource = std::move(source); }

    // The record of the whole game in the window (every move, whatever a
    // replay shows), with the review of the review source, or empty with
    // the reason in `why`.
    std::optional<GameRecord> currentRecord(QString *why = nullptr) const;
    // The game with its replayed games, as loading it would give it.
    std::optional<LoadedGame> currentGame(QString *why = nullptr) const;
    // What the game was saved as: the moves of filePath().
    const std::vector<hoyito::Move> &savedMoves() const { return m_savedMoves; }

    // Puts a loaded game in the window: a finished game opens in replay mode
    // on its last position, an unfinished one goes on live. `path` is its
    // file (may be empty) and `savedMoves` the moves that file holds.
    void adopt(const LoadedGame &loaded, const QString &path, const std::vector<hoyito::Move> &savedMoves);
    // Writes the game to `path` and makes it the game's file; shows an error
    // and returns false if it cannot.
    bool saveTo(const QString &path);

    // The Open Recent menu, kept up to date when it is shown.
    QMenu *recentMenu() const { return m_recentMenu; }
    // Sets the menu's title and items again, in the language in effect.
    void rebuildRecentMenu();

    // The dialogs while they are open (nullptr otherwise), for tests.
    QMessageBox *questionBox() const { return m_question; }
    QMessageBox *errorBox() const { return m_errorBox; }
    QFileDialog *fileDialog() const { return m_fileDialog; }

    // The save question before a new game replaces the one in progress:
    // it names what is to be saved, the game, the match going on or the
    // match just finished.
    QString newGameQuestion() const;

    // A file name for a new save: "Ana vs Luis 2025-01-31.hoyito".
    QString suggestedFileName() const;

    // Why `path` cannot hold a game record, found without opening it: it is
    // a folder, or a special file (a named pipe, a device, a socket), which
    // opening may block on or read without end. Empty for a regular file
    // (links followed) and for a path that does not exist, where the loader
    // says why. The window opens nothing this refuses.
    static QString notAFileReason(const QString &path);

public Q_SLOTS:
    void save();
    // Asks for a file name; `then` runs once the game was written.
    void saveAs(std::function<void()> then = {});
    void open();
    // Loads `path`. A bad file: one message naming the file and the problem,
    // the game untouched, false. Otherwise the game in the window is
    // replaced (after the save question, if one is needed) and true.
    bool openFile(const QString &path);
    // Says that `path` could not be opened, and `error` why: a message box
    // and the status line. A file that is gone leaves Open Recent.
    void showOpenError(const QString &path, const LoadError &error);
    // A game loaded already (from `path`): replaces the game in the window
    // after the save question, if one is needed; `then` runs once it is there.
    // An empty `path` opens it as a game in no file, called `shownName`.
    void openLoaded(const LoadedGame &loaded, const QString &path, const std::function<void()> &then = {},
                    const QString &shownName = {});
    void copyAsText();
    // Runs `proceed` once the game in the window may be replaced: at once,
    // or after the player answered Save (and the game was saved) or Discard.
    // Cancel, or a failed save, runs nothing. `question` says what is about
    // to happen ("Save the game before starting a new one?").
    void confirmReplace(const QString &question, std::function<void()> proceed);

Q_SIGNALS:
    // The file name or the modified state may have changed.
    void changed();
    // A loaded game is about to replace the one in the window (Open, the
    // autosave): the match controller takes over its match, if it has one.
    void aboutToAdopt(const hoyito::app::LoadedGame &loaded);
    // A loaded game is in the window now (its review is to be shown).
    void adopted(const hoyito::app::LoadedGame &loaded);
    // A line for the status bar.
    void message(const QString &text);

private:
    enum class Stake { Game, Match, FinishedMatch };
    Stake stake() const;
    // A person playing this game has made a turn of it; true for a game of
    // two computers.
    bool aPersonHasMoved() const;
    void gameStarted();
    void showError(const QString &title, const QString &text, const QString &details);
    void saveThen(const std::function<void()> &then);
    QString startFolder() const;
    void rememberFolder(const QString &path);
    GameSetup setupOf(const LoadedGame &loaded) const;

    GameController *m_controller;
    Settings &m_settings;
    QWidget *m_window;
    QMenu *m_recentMenu;

    QString m_path;
    std::vector<hoyito::Move> m_savedMoves;
    QDateTime m_date; // when the game began
    // A round of a match: the match as it stood when the game began and its
    // finished rounds, so saving keeps the whole match.
    std::optional<hoyito::Match> m_match;
    std::vector<hoyito::Game> m_rounds;
    struct ExpectedRound {
        hoyito::Match match;
        std::vector<hoyito::Game> rounds;
        bool continuing = false;
    };
    std::optional<ExpectedRound> m_expectedRound; // expectMatchRound, until the next game starts
    bool m_adopting = false;
    ReviewSource m_reviewSource;

    QPointer<QMessageBox> m_question;
    QPointer<QMessageBox> m_errorBox;
    QPointer<QFileDialog> m_fileDialog;
};

} // namespace hoyito::app
