#pragma once

#include "catalog/Catalog.h"
#include "scenario/Scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace tco::ui {

/// Owns the scenario on screen and the catalog it refers to; views read from it and ask it to
/// change, and it tells them when the scenario changed or a document could not be opened.
class ScenarioPresenter : public QObject {
    Q_OBJECT

public:
    explicit ScenarioPresenter(Catalog catalog, QObject* parent = nullptr);

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] const Catalog& catalog() const { return m_catalog; }
    /// The file the scenario came from; empty for a preset.
    [[nodiscard]] const QString& filePath() const { return m_filePath; }
    [[nodiscard]] QStringList presetIds() const;

    /// Replaces the scenario with the file's; on any problem keeps the current one and emits loadFailed().
    bool openFile(const QString& path);
    /// Replaces the scenario with an embedded preset; on failure keeps the current one and emits loadFailed().
    bool openPreset(const QString& id);

signals:
    void scenarioChanged();
    /// `problems` holds one line per issue, each naming its JSON pointer.
    void loadFailed(const QString& document, const QStringList& problems);

private:
    void adopt(Scenario scenario, QString filePath);

    Catalog m_catalog;
    Scenario m_scenario;
    QString m_filePath;
};

} // namespace tco::ui
