#pragma once

#include "catalog/Catalog.h"
#include "json/Issue.h"
#include "results/Results.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioEdit.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace tco::ui {

/// A scenario compiled into the programs.
struct Preset {
    QString id;
    QString name;
};

/// The inputs a result worked out in the background was worked out from: the scenario, and the
/// catalog by its revision (ScenarioPresenter::catalogRevision()).
struct ResultInputs {
    Scenario scenario;
    int catalogRevision = 0;
};

/// Where the desktop app keeps the user's catalog files, which layer over the shipped catalog:
/// breakeven/catalog in the XDG data folder (QStandardPaths follows XDG_DATA_HOME and its
/// fallback as the specification says); nothing when there is none.
[[nodiscard]] std::optional<std::filesystem::path> desktopUserCatalogDirectory();

/// One line per issue, each naming its JSON pointer: what a dialog shows when an edit is refused.
[[nodiscard]] QStringList describeIssues(const Issues& issues);

/// The open document: the scenario on screen, the catalog it refers to, its results, its file
/// and its undo history. Views read from it and ask it to change; every change goes through
/// the core's validation, so the scenario on screen is always a valid one.
class ScenarioPresenter : public QObject {
    Q_OBJECT

public:
    explicit ScenarioPresenter(Catalog catalog, QObject* parent = nullptr);
    ~ScenarioPresenter() override;

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] const Catalog& catalog() const { return *m_catalog; }
    /// The catalog, for work in the background: it stays whole while the work holds it, even
    /// when replaceCatalog() puts another in its place.
    [[nodiscard]] std::shared_ptr<const Catalog> sharedCatalog() const { return m_catalog; }
    /// Counts the catalog's replacements: a result worked out with another revision is out of date.
    [[nodiscard]] int catalogRevision() const { return m_catalogRevision; }
    /// The scenario and the catalog's revision now, for a result to keep what it was worked out from.
    [[nodiscard]] ResultInputs resultInputs() const { return {m_scenario, m_catalogRevision}; }
    [[nodiscard]] const Results& results() const { return *m_results; }
    /// The layouts sized for this document and the analyses of it (a cache: it changes no result).
    [[nodiscard]] SizingMemo& sizingMemo() const { return m_sizingMemo; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undoStack; }
    /// The file the scenario was opened from or saved to; empty for a preset or a new document.
    [[nodiscard]] const QString& filePath() const { return m_filePath; }
    /// The file's name, or the scenario's name while it has no file.
    [[nodiscard]] QString documentName() const;
    /// Whether the scenario differs from what was last opened or saved.
    [[nodiscard]] bool isModified() const;
    /// The embedded presets, by id, with the name each scenario gives itself, for a menu.
    [[nodiscard]] QList<Preset> presets() const;

    /// Replaces the scenario with the file's; on any problem keeps the current one and emits loadFailed().
    bool openFile(const QString& path);
    /// Replaces the scenario with an embedded preset, as a new untitled document; on failure keeps
    /// the current one and emits loadFailed().
    bool openPreset(const QString& id);
    /// Shows a scenario already loaded and validated against the presenter's catalog, as the
    /// document of `filePath`: what the command line's reports are drawn from.
    void openScenario(Scenario scenario, const QString& filePath);
    /// Takes a scenario document's text back, as recovered after a crash: modified, and with
    /// `originalPath` as its file if it had one.
    bool restore(const QString& text, const QString& originalPath);
    /// Writes the scenario to `path` atomically (the old file stays whole until the new one is
    /// complete); returns the reason when it cannot.
    [[nodiscard]] std::optional<QString> saveAs(const QString& path);
    /// The scenario as its document text.
    [[nodiscard]] QByteArray documentText() const;

    /// Puts `catalog` in place of the catalog (new prices, brought in by File → Update Prices)
    /// and works the results out again; the scenario and its undo history stay. Refused, with
    /// the problems, when the scenario or a step of its history would not be valid with it.
    Issues replaceCatalog(Catalog catalog);

    /// Applies `changes` (values at JSON pointers) as one step that can be undone, if the result
    /// is a valid scenario; returns its problems otherwise, each at its pointer, and changes
    /// nothing. `description` names the step in the Edit menu.
    Issues edit(const std::vector<Override>& changes, const QString& description);
    /// Between the two, edits merge into one step of the undo history: a slider's drag.
    void beginGesture();
    void endGesture();
    [[nodiscard]] bool inGesture() const { return m_inGesture; }

signals:
    /// The scenario changed (edit, undo, redo or another document); results are up to date.
    void scenarioChanged();
    /// Another catalog took the catalog's place; scenarioChanged() follows.
    void catalogReplaced();
    /// The file or the modified state changed.
    void documentChanged();
    /// `problems` holds one line per issue, each naming its JSON pointer.
    void loadFailed(const QString& document, const QStringList& problems);
    /// A slider's drag ended: what was worked out quickly while it lasted can be made exact.
    void gestureEnded();

private:
    friend class EditCommand;

    void show(Scenario scenario);
    void adopt(Scenario scenario, QString filePath);
    /// The results of the scenario as it is now.
    [[nodiscard]] std::unique_ptr<Results> computeResults();

    std::shared_ptr<const Catalog> m_catalog;
    int m_catalogRevision = 0;
    /// Declared after the catalog its entries point into, so that it goes first.
    mutable SizingMemo m_sizingMemo;
    Scenario m_scenario;
    std::unique_ptr<Results> m_results;
    QString m_filePath;
    QUndoStack* m_undoStack = nullptr;
    int m_gesture = 0;
    bool m_inGesture = false;
};

} // namespace tco::ui
