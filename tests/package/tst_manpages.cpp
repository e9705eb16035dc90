// The manual pages of docs/man, written by hand, against the programs'
// --help: for hoyito, every option of `hoyito --help` has its entry under
// OPTIONS and the page names no other (the values of an option, such as
// slow|normal|fast|instant, and the language codes too); for hoyito-cli,
// every command of `hoyito-cli --help` has its subsection under COMMANDS,
// with an entry for each of that command's options and no other, and the
// page names no command or option the help does not. The options --help
// leaves out of its own text (--help, -h, --version) are asked of the
// programs. Each page has the sections a manual page has, and man(1)
// renders it without a warning (as lintian runs it).

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

namespace {

const QString kManDir = QStringLiteral(HOYITO_MAN_DIR);

using Names = QSet<QString>;

QString sorted(const Names &names)
{
    QStringList list(names.cbegin(), names.cend());
    list.sort();
    return list.join(QLatin1Char(' '));
}

// Long options (--moves) and short ones (-h): a dash after a letter or
// another dash (a-l, hoyito-cli, new-game) starts none.
Names optionsIn(const QString &text)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--[a-z][a-z0-9-]*|-[A-Za-z](?![\\w-]))"));
    Names names;
    for (auto it = option.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}

// The values an option takes, as --help writes them: "I|II|III".
Names alternativesIn(const QString &text)
{
    static const QRegularExpression alternatives(QStringLiteral("(?<![\\w|-])[\\w-]+(?:\\|[\\w-]+)+(?![\\w|-])"));
    Names names;
    for (auto it = alternatives.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(0));
    return names;
}

bool containsAlternatives(const QString &text, const QString &alternatives)
{
    return text.contains(
        QRegularExpression(QStringLiteral("(?<![\\w|-])%1(?![\\w|-])").arg(QRegularExpression::escape(alternatives))));
}

// The language codes of "(es, de, el, en, or system" or "es, de, el or system".
Names languageCodesIn(const QString &text)
{
    static const QRegularExpression list(
        QStringLiteral("((?:\\b[a-z]{2,3}(?:_[A-Z]{2})?,\\s+)+[a-z]{2,3}(?:_[A-Z]{2})?),?\\s+or\\s+system"));
    const QRegularExpressionMatch m = list.match(text);
    Names codes;
    if (m.hasMatch())
        for (const QString &code : m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            codes.insert(code.trimmed());
    return codes;
}

// The arguments of a request line, quotes honoured: `.BI \-\-holes " N"`.
QStringList requestArguments(const QString &rest)
{
    QStringList arguments;
    QString current;
    bool quoted = false;
    bool any = false;
    for (const QChar c : rest) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            if (any || !current.isEmpty())
                arguments.append(current);
            current.clear();
            any = false;
        } else {
            current.append(c);
        }
    }
    if (any || !current.isEmpty())
        arguments.append(current);
    return arguments;
}

// A line of troff as the reader sees its words: fonts and escapes gone.
QString plainEscapes(QString text)
{
    static const QRegularExpression font(QStringLiteral("\\\\f(?:[BIRP]|\\(..|\\[[^]]*\\])"));
    text.remove(font);
    static const QRegularExpression special(QStringLiteral("\\\\\\((..)"));
    QString out;
    qsizetype at = 0;
    for (auto it = special.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        const QString name = m.captured(1);
        out += name == QLatin1String("en")   ? QStringLiteral("\u2013")
               : name == QLatin1String("mu") ? QStringLiteral("\u00d7")
                                             : QStringLiteral(" ");
        at = m.capturedEnd();
    }
    out += text.mid(at);
    out.replace(QLatin1String("\\-"), QLatin1String("-"));
    out.replace(QLatin1String("\\~"), QLatin1String(" "));
    out.replace(QLatin1String("\\ "), QLatin1String(" "));
    out.replace(QLatin1String("\\&"), QString());
    out.replace(QLatin1String("\\c"), QString());
    out.replace(QLatin1String("\\e"), QLatin1String("\\"));
    return out;
}

// One line of the page as text: a request's arguments (joined as the macro
// joins them), a text line as it is.
QString plainLine(const QString &line)
{
    if (!line.startsWith(QLatin1Char('.')))
        return plainEscapes(line);
    const qsizetype space = line.indexOf(QLatin1Char(' '));
    const QString macro = line.mid(1, space < 0 ? -1 : space - 1);
    const QStringList arguments = space < 0 ? QStringList() : requestArguments(line.mid(space + 1));
    // The macros that alternate fonts join their arguments without spaces.
    static const QStringList alternating{QStringLiteral("BR"), QStringLiteral("RB"), QStringLiteral("BI"),
                                         QStringLiteral("IB"), QStringLiteral("IR"), QStringLiteral("RI")};
    if (macro == QLatin1String("OP"))
        return plainEscapes(QLatin1Char('[') + arguments.join(QLatin1Char(' ')) + QLatin1Char(']'));
    return plainEscapes(arguments.join(alternating.contains(macro) ? QString() : QStringLiteral(" ")));
}

// A manual page in troff, cut into its sections and, within them, its
// subsections and the tags of its .TP entries.
struct ManPage {
    struct Part {
        QString name;         // of the section or subsection
        QStringList lines;    // its own, as text
        QStringList tags;     // the tags of its .TP entries, as text
        QStringList synopsis; // its lines between .SY and .YS, as text
        QString text() const { return lines.join(QLatin1Char('\n')); }
    };
    QString header; // the .TH line, as text
    QList<Part> sections;
    QHash<QString, QList<Part>> subsections; // by the name of their section
    QStringList lines;                       // the whole page, as text

    const Part *section(const QString &name) const
    {
        for (const Part &part : sections)
            if (part.name == name)
                return &part;
        return nullptr;
    }
    QString text() const { return lines.join(QLatin1Char('\n')); }

    static ManPage read(const QString &path)
    {
        ManPage page;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return page;
        bool tagNext = false;
        bool inSynopsis = false;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String(".\\\"")) || line == QLatin1String("."))
                continue;
            const QString text = plainLine(line);
            if (line.startsWith(QLatin1String(".TH "))) {
                page.header = text;
                continue;
            }
            if (line.startsWith(QLatin1String(".SH "))) {
                page.sections.append({text, {text}, {}, {}});
                continue;
            }
            if (page.sections.isEmpty())
                continue;
            Part &section = page.sections.last();
            QList<Part> &subsections = page.subsections[section.name];
            if (line.startsWith(QLatin1String(".SS ")))
                subsections.append({text, {}, {}, {}});
            if (line == QLatin1String(".TP") || line == QLatin1String(".TQ")) {
                tagNext = true;
                continue;
            }
            if (line.startsWith(QLatin1String(".SY")))
                inSynopsis = true;
            page.lines.append(text);
            QList<Part *> parts{&section};
            if (!subsections.isEmpty())
                parts.append(&subsections.last());
            for (Part *part : parts) {
                part->lines.append(text);
                if (tagNext)
                    part->tags.append(text);
                if (inSynopsis)
                    part->synopsis.append(text);
            }
            if (line == QLatin1String(".YS"))
                inSynopsis = false;
            tagNext = false;
        }
        return page;
    }
};

// The options named in the tags of a part's .TP entries.
Names taggedOptions(const ManPage::Part &part)
{
    Names names;
    for (const QString &tag : part.tags)
        names.unite(optionsIn(tag));
    return names;
}

// hoyito-cli --help cut into its commands: "  perft POSITION DEPTH" starts
// the text of perft, "  tablebase build --variant ..." that of "tablebase
// build"; the lines indented further belong to it.
QHash<QString, QString> cliCommands(const QString &help)
{
    static const QRegularExpression start(QStringLiteral("^  ([a-z][a-z-]*)(?: ([a-z]+)(?= |$))?"));
    QHash<QString, QString> commands;
    QString current;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = start.match(line);
        if (m.hasMatch()) {
            current = m.captured(2).isEmpty() ? m.captured(1) : m.captured(1) + QLatin1Char(' ') + m.captured(2);
            commands[current] += line + QLatin1Char('\n');
        } else if (line.startsWith(QLatin1String("   ")) && !current.isEmpty()) {
            commands[current] += line + QLatin1Char('\n');
        } else {
            current.clear();
        }
    }
    return commands;
}

struct ProgramRun {
    bool finished = false;
    int exitCode = -1;
    QString out;
};

ProgramRun runProgram(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    ProgramRun run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.finished = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    return run;
}

} // namespace

class TstManPages : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pagesHaveTheirSections_data();
    void pagesHaveTheirSections();
    void guiOptionsMatchHelp();
    void guiValuesMatchHelp();
    void cliCommandsMatchHelp();
    void cliOptionsOfEachCommandMatchHelp();
    void cliOptionsBeyondTheCommandsMatchHelp();
    void pagesRenderWithoutWarnings_data();
    void pagesRenderWithoutWarnings();

private:
    QString m_guiHelp;
    QString m_cliHelp;
    ManPage m_gui;
    ManPage m_cli;
};

void TstManPages::initTestCase()
{
    const ProgramRun gui = runProgram(QStringLiteral(HOYITO_GUI), {QStringLiteral("--help")});
    QVERIFY2(gui.finished && gui.exitCode == 0, "hoyito --help failed");
    m_guiHelp = gui.out;
    QVERIFY(m_guiHelp.startsWith(QLatin1String("usage: hoyito ")));
    const ProgramRun cli = runProgram(QStringLiteral(HOYITO_CLI), {QStringLiteral("--help")});
    QVERIFY2(cli.finished && cli.exitCode == 0, "hoyito-cli --help failed");
    m_cliHelp = cli.out;
    QVERIFY(m_cliHelp.startsWith(QLatin1String("usage: hoyito-cli ")));

    m_gui = ManPage::read(kManDir + QStringLiteral("/hoyito.6"));
    m_cli = ManPage::read(kManDir + QStringLiteral("/hoyito-cli.6"));
    QVERIFY2(!m_gui.lines.isEmpty(), "docs/man/hoyito.6 cannot be read");
    QVERIFY2(!m_cli.lines.isEmpty(), "docs/man/hoyito-cli.6 cannot be read");
}

void TstManPages::pagesHaveTheirSections_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("hoyito") << QStringLiteral("hoyito");
    QTest::newRow("hoyito-cli") << QStringLiteral("hoyito-cli");
}

void TstManPages::pagesHaveTheirSections()
{
    QFETCH(QString, program);
    const ManPage &page = program == QLatin1String("hoyito") ? m_gui : m_cli;
    // Section 6, games, under the program's name in capitals.
    QVERIFY2(page.header.startsWith(program.toUpper() + QStringLiteral(" 6 ")), qPrintable(page.header));
    QStringList wanted{QStringLiteral("NAME"),     QStringLiteral("SYNOPSIS"),    QStringLiteral("DESCRIPTION"),
                       QStringLiteral("OPTIONS"),  QStringLiteral("EXIT STATUS"), QStringLiteral("FILES"),
                       QStringLiteral("EXAMPLES"), QStringLiteral("SEE ALSO")};
    if (program == QLatin1String("hoyito-cli"))
        wanted.insert(3, QStringLiteral("COMMANDS"));
    QStringList found;
    for (const ManPage::Part &section : page.sections)
        if (wanted.contains(section.name))
            found.append(section.name);
    QCOMPARE(found, wanted); // each once, in the usual order
    // NAME is "program - what it is", which whatis and apropos read.
    QVERIFY(page.section(QStringLiteral("NAME"))->text().contains(QStringLiteral("\n%1 - ").arg(program)));
    // Both pages name the other.
    const QString other =
        program == QLatin1String("hoyito") ? QStringLiteral("hoyito-cli(6)") : QStringLiteral("hoyito(6)");
    QVERIFY(page.section(QStringLiteral("SEE ALSO"))->text().contains(other));
    // The rules, where the package installs them (app/CMakeLists.txt).
    QVERIFY(page.section(QStringLiteral("FILES"))->text().contains(QLatin1String("/usr/share/doc/hoyito/RULES.md.gz")));
}

void TstManPages::guiOptionsMatchHelp()
{
    // What --help does not say about itself, asked of the program.
    const ProgramRun help = runProgram(QStringLiteral(HOYITO_GUI), {QStringLiteral("-h")});
    QVERIFY(help.finished && help.exitCode == 0);
    QCOMPARE(help.out, m_guiHelp);
    const ProgramRun version = runProgram(QStringLiteral(HOYITO_GUI), {QStringLiteral("--version")});
    QVERIFY(version.finished && version.exitCode == 0);
    QVERIFY(version.out.startsWith(QLatin1String("hoyito ")));
    const Names selfDescribed{QStringLiteral("--help"), QStringLiteral("-h"), QStringLiteral("--version")};

    const Names wanted = optionsIn(m_guiHelp) | selfDescribed;
    QVERIFY2(wanted.size() >= 12, qPrintable(sorted(wanted)));
    const ManPage::Part *options = m_gui.section(QStringLiteral("OPTIONS"));
    QVERIFY(options);
    // The synopsis names each, an entry describes each, and neither names an
    // option the program no longer has.
    const Names synopsis = optionsIn(m_gui.section(QStringLiteral("SYNOPSIS"))->synopsis.join(QLatin1Char('\n')));
    QVERIFY2(synopsis == wanted,
             qPrintable(QStringLiteral("SYNOPSIS has %1; hoyito has %2").arg(sorted(synopsis), sorted(wanted))));
    const Names entries = taggedOptions(*options);
    QVERIFY2(
        entries == wanted,
        qPrintable(QStringLiteral("OPTIONS has entries for %1; hoyito has %2").arg(sorted(entries), sorted(wanted))));
    // Nor does the rest of the page (the description, the examples) name one.
    const Names named = optionsIn(m_gui.text());
    QVERIFY2(
        named == wanted,
        qPrintable(
            QStringLiteral("the page names %1; hoyito has %2").arg(sorted(named - wanted), sorted(wanted - named))));
}

void TstManPages::guiValuesMatchHelp()
{
    // --variant I|II|III, --speed slow|normal|fast|instant, --show ...
    const Names values = alternativesIn(m_guiHelp);
    QVERIFY2(values.size() >= 3, qPrintable(sorted(values)));
    const QString options = m_gui.section(QStringLiteral("OPTIONS"))->text();
    for (const QString &value : values)
        QVERIFY2(containsAlternatives(options, value), qPrintable(QStringLiteral("OPTIONS lacks ") + value));
    for (const QString &value : alternativesIn(options))
        QVERIFY2(values.contains(value), qPrintable(QStringLiteral("hoyito --help has no ") + value));
    // The languages of --language.
    const Names codes = languageCodesIn(m_guiHelp);
    QVERIFY2(codes.contains(QStringLiteral("en")) && codes.size() >= 2, qPrintable(m_guiHelp));
    QCOMPARE(sorted(languageCodesIn(options)), sorted(codes));
}

void TstManPages::cliCommandsMatchHelp()
{
    const QHash<QString, QString> help = cliCommands(m_cliHelp);
    const Names commands(help.keyBegin(), help.keyEnd());
    QVERIFY2(commands.contains(QStringLiteral("perft")) && commands.contains(QStringLiteral("tablebase build")),
             qPrintable(sorted(commands)));
    Names documented;
    for (const ManPage::Part &part : m_cli.subsections.value(QStringLiteral("COMMANDS")))
        documented.insert(part.name);
    QVERIFY2(documented == commands,
             qPrintable(QStringLiteral("COMMANDS lacks %1 and has %2 beyond hoyito-cli --help")
                            .arg(sorted(commands - documented), sorted(documented - commands))));
}

void TstManPages::cliOptionsOfEachCommandMatchHelp()
{
    const QHash<QString, QString> help = cliCommands(m_cliHelp);
    for (const ManPage::Part &part : m_cli.subsections.value(QStringLiteral("COMMANDS"))) {
        const QString helpText = help.value(part.name);
        const Names wanted = optionsIn(helpText);
        // Its synopsis names them, and an entry describes each.
        const Names synopsis = optionsIn(part.synopsis.join(QLatin1Char('\n')));
        QVERIFY2(synopsis == wanted, qPrintable(QStringLiteral("%1: the synopsis has %2; hoyito-cli --help has %3")
                                                    .arg(part.name, sorted(synopsis), sorted(wanted))));
        const Names entries = taggedOptions(part);
        QVERIFY2(entries == wanted, qPrintable(QStringLiteral("%1: entries for %2; hoyito-cli --help has %3")
                                                   .arg(part.name, sorted(entries), sorted(wanted))));
        const Names named = optionsIn(part.text());
        QVERIFY2(
            named == wanted,
            qPrintable(QStringLiteral("%1 names %2 beyond hoyito-cli --help").arg(part.name, sorted(named - wanted))));
        for (const QString &value : alternativesIn(helpText))
            QVERIFY2(containsAlternatives(part.text(), value),
                     qPrintable(QStringLiteral("%1 lacks %2").arg(part.name, value)));
    }
}

void TstManPages::cliOptionsBeyondTheCommandsMatchHelp()
{
    // --help, -h and help, which the help does not list, asked of the program.
    for (const char *help : {"-h", "help"}) {
        const ProgramRun run = runProgram(QStringLiteral(HOYITO_CLI), {QLatin1String(help)});
        QVERIFY(run.finished && run.exitCode == 0);
        QCOMPARE(run.out, m_cliHelp);
    }
    const Names selfDescribed{QStringLiteral("--help"), QStringLiteral("-h")};
    const ManPage::Part *options = m_cli.section(QStringLiteral("OPTIONS"));
    QVERIFY(options);
    QCOMPARE(sorted(taggedOptions(*options)), sorted(selfDescribed));
    // Anywhere on the page (the examples, the files): no option hoyito-cli
    // does not have.
    const Names known = optionsIn(m_cliHelp) | selfDescribed;
    const Names named = optionsIn(m_cli.text());
    const Names unknown = named - known;
    QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("hoyito-cli has no ") + sorted(unknown)));
    // What the help says outside its commands (the lines it does not
    // indent) the page says too.
    QString general;
    for (const QString &line : m_cliHelp.split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1Char(' ')))
            general += line + QLatin1Char('\n');
    const Names missing = optionsIn(general) - named;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("the page lacks ") + sorted(missing)));
}

void TstManPages::pagesRenderWithoutWarnings_data()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("hoyito") << kManDir + QStringLiteral("/hoyito.6");
    QTest::newRow("hoyito-cli") << kManDir + QStringLiteral("/hoyito-cli.6");
}

void TstManPages::pagesRenderWithoutWarnings()
{
    QFETCH(QString, page);
    const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
    if (man.isEmpty())
        QSKIP("man is not installed (the man-db package)");
    // As lintian renders a manual page: every warning of groff on stderr.
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("MANROFFSEQ"), QString());
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
    process.setProcessEnvironment(env);
    process.setStandardOutputFile(QProcess::nullDevice());
    process.start(man, {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"),
                        QStringLiteral("-l"), QStringLiteral("-Tutf8"), QStringLiteral("-Z"), page});
    QVERIFY(process.waitForFinished(30000));
    const QString warnings = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0, qPrintable(warnings));
    QVERIFY2(warnings.trimmed().isEmpty(), qPrintable(warnings));
}

QTEST_GUILESS_MAIN(TstManPages)
#include "tst_manpages.moc"
