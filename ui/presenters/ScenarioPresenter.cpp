#include "presenters/ScenarioPresenter.h"

#include "io/AtomicFile.h"
#include "presenters/Language.h"
#include "scenario/ScenarioFile.h"
#include "scenario/Translations.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QUndoCommand>
#include <QUndoStack>

namespace tco::ui {
namespace {

/// The id QUndoStack uses to offer merging; gestures decide whether two edits merge.
constexpr int GESTURE_COMMAND_ID = 1;

} // namespace

std::optional<std::filesystem::path> desktopUserCatalogDirectory()
{
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (dataHome.isEmpty())
        return std::nullopt;
    return std::filesystem::path(dataHome.toStdString()) / "breakeven" / "catalog";
}

QStringList describeIssues(const Issues& issues)
{
    QStringList lines;
    for (const Issue& issue : issues)
        lines << QString::fromStdString(describe(issue));
    return lines;
}

/// One step of the undo history: the scenario before and after it.
class EditCommand : public QUndoCommand {
public:
    EditCommand(ScenarioPresenter& presenter, Scenario before, Scenario after, const QString& description, int gesture)
        : QUndoCommand(description)
        , m_presenter(presenter)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_gesture(gesture)
    { }

    [[nodiscard]] const Scenario& before() const { return m_before; }
    [[nodiscard]] const Scenario& after() const { return m_after; }

    void undo() override { m_presenter.show(m_before); }
    void redo() override { m_presenter.show(m_after); }
    [[nodiscard]] int id() const override { return m_gesture > 0 ? GESTURE_COMMAND_ID : -1; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const EditCommand*>(other);
        if (next->m_gesture != m_gesture)
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    ScenarioPresenter& m_presenter;
    Scenario m_before;
    Scenario m_after;
    /// The gesture the edit belongs to, or 0.
    int m_gesture;
};

ScenarioPresenter::ScenarioPresenter(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::make_shared<const Catalog>(std::move(catalog)))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &ScenarioPresenter::documentChanged);
    m_results = computeResults();
}

ScenarioPresenter::~ScenarioPresenter() = default;

std::unique_ptr<Results> ScenarioPresenter::computeResults()
{
    // While a slider is dragged the analyses follow it at the layouts found; exact again at its end.
    return std::make_unique<Results>(m_scenario, *m_catalog, m_sizingMemo,
                                     m_inGesture ? AnalysisSizing::AtFoundLayouts : AnalysisSizing::Searched);
}

QString ScenarioPresenter::documentName() const
{
    return m_filePath.isEmpty() ? QString::fromStdString(m_scenario.name) : QFileInfo(m_filePath).fileName();
}

bool ScenarioPresenter::isModified() const
{
    return !m_undoStack->isClean();
}

QList<Preset> ScenarioPresenter::presets() const
{
    QList<Preset> presets;
    for (const std::string& id : tco::presetIds()) {
        const auto loaded = loadPreset(id, *m_catalog);
        // A preset that does not load is left for openPreset() to report, under its id.
        const std::string name = loaded ? inLanguage(*loaded, textLanguage().toStdString()).name : id;
        presets.append({QString::fromStdString(id), QString::fromStdString(name)});
    }
    return presets;
}

bool ScenarioPresenter::openFile(const QString& path)
{
    auto loaded = loadScenarioFile(path.toStdString(), *m_catalog);
    if (!loaded) {
        emit loadFailed(path, describeIssues(loaded.error().issues));
        return false;
    }
    adopt(inLanguage(std::move(*loaded), textLanguage().toStdString()), path);
    return true;
}

bool ScenarioPresenter::openPreset(const QString& id)
{
    auto loaded = loadPreset(id.toStdString(), *m_catalog);
    if (!loaded) {
        emit loadFailed(id, describeIssues(loaded.error().issues));
        return false;
    }
    adopt(inLanguage(std::move(*loaded), textLanguage().toStdString()), QString());
    return true;
}

void ScenarioPresenter::openScenario(Scenario scenario, const QString& filePath)
{
    adopt(std::move(scenario), filePath);
}

bool ScenarioPresenter::restore(const QString& text, const QString& originalPath)
{
    const QByteArray utf8 = text.toUtf8();
    auto loaded = parseScenario(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
                                tr("recovered scenario").toStdString(), *m_catalog);
    if (!loaded) {
        emit loadFailed(tr("recovered scenario"), describeIssues(loaded.error().issues));
        return false;
    }
    adopt(std::move(*loaded), originalPath);
    // Not what the file holds: modified until saved.
    m_undoStack->resetClean();
    return true;
}

std::optional<QString> ScenarioPresenter::saveAs(const QString& path)
{
    const QByteArray text = documentText();
    const auto written
        = writeFileAtomically(path.toStdString(), std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!written)
        return QString::fromStdString(written.error());
    const bool renamed = m_filePath != path;
    m_filePath = path;
    m_undoStack->setClean();
    if (renamed)
        emit documentChanged();
    return std::nullopt;
}

QByteArray ScenarioPresenter::documentText() const
{
    return QByteArray::fromStdString(serializeScenario(m_scenario));
}

Issues ScenarioPresenter::edit(const std::vector<Override>& changes, const QString& description)
{
    auto edited = editScenario(m_scenario, *m_catalog, changes);
    if (!edited)
        return edited.error();
    if (*edited != m_scenario)
        m_undoStack->push(new EditCommand(*this, m_scenario, std::move(*edited), description, m_inGesture ? m_gesture : 0));
    return {};
}

Issues ScenarioPresenter::replaceCatalog(Catalog catalog)
{
    Issues problems;
    const auto check = [&](const Scenario& scenario) {
        if (auto valid = editScenario(scenario, catalog, {}); !valid && problems.empty())
            problems = std::move(valid.error());
    };
    check(m_scenario);
    for (int index = 0; index < m_undoStack->count(); ++index) {
        const auto* step = static_cast<const EditCommand*>(m_undoStack->command(index));
        check(step->before());
        check(step->after());
    }
    if (!problems.empty())
        return problems;
    // The results and the memo point into the catalog they were worked out with: both go
    // before it does (work in the background keeps its own share of it).
    m_results.reset();
    m_sizingMemo = SizingMemo();
    m_catalog = std::make_shared<const Catalog>(std::move(catalog));
    ++m_catalogRevision;
    m_results = computeResults();
    emit catalogReplaced();
    emit scenarioChanged();
    return {};
}

void ScenarioPresenter::beginGesture()
{
    ++m_gesture;
    m_inGesture = true;
}

void ScenarioPresenter::endGesture()
{
    m_inGesture = false;
    m_results->sizeAnalyses(AnalysisSizing::Searched);
    emit gestureEnded();
}

void ScenarioPresenter::show(Scenario scenario)
{
    m_scenario = std::move(scenario);
    m_results = computeResults();
    emit scenarioChanged();
}

void ScenarioPresenter::adopt(Scenario scenario, QString filePath)
{
    m_undoStack->clear();
    m_filePath = std::move(filePath);
    show(std::move(scenario));
    emit documentChanged();
}

} // namespace tco::ui
