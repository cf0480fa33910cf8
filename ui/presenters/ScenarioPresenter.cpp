#include "presenters/ScenarioPresenter.h"

#include "scenario/ScenarioFile.h"

namespace tco::ui {
namespace {

QStringList describeIssues(const Issues& issues)
{
    QStringList lines;
    for (const Issue& issue : issues)
        lines << QString::fromStdString(describe(issue));
    return lines;
}

} // namespace

ScenarioPresenter::ScenarioPresenter(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
{
}

QStringList ScenarioPresenter::presetIds() const
{
    QStringList ids;
    for (const std::string& id : tco::presetIds())
        ids << QString::fromStdString(id);
    return ids;
}

bool ScenarioPresenter::openFile(const QString& path)
{
    auto loaded = loadScenarioFile(path.toStdString(), m_catalog);
    if (!loaded) {
        emit loadFailed(path, describeIssues(loaded.error().issues));
        return false;
    }
    adopt(std::move(*loaded), path);
    return true;
}

bool ScenarioPresenter::openPreset(const QString& id)
{
    auto loaded = loadPreset(id.toStdString(), m_catalog);
    if (!loaded) {
        emit loadFailed(id, describeIssues(loaded.error().issues));
        return false;
    }
    adopt(std::move(*loaded), QString());
    return true;
}

void ScenarioPresenter::adopt(Scenario scenario, QString filePath)
{
    m_scenario = std::move(scenario);
    m_filePath = std::move(filePath);
    emit scenarioChanged();
}

} // namespace tco::ui
