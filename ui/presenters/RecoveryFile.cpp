#include "presenters/RecoveryFile.h"

#include "presenters/ScenarioPresenter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace tco::ui {
namespace {

/// Long enough that a slider's drag writes once, short enough that a crash loses little.
constexpr int WRITE_PAUSE_MS = 1000;

const QString SCENARIO_KEY = QStringLiteral("scenario");
const QString PATH_KEY = QStringLiteral("original_path");

} // namespace

RecoveryFile::RecoveryFile(ScenarioPresenter& scenario, QString path, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
    , m_path(std::move(path))
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(WRITE_PAUSE_MS);
    connect(&m_pause, &QTimer::timeout, this, &RecoveryFile::writeNow);
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &RecoveryFile::scheduleWrite);
    connect(&m_scenario, &ScenarioPresenter::documentChanged, this, &RecoveryFile::scheduleWrite);
}

QString RecoveryFile::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recovery.breakeven.json");
}

std::optional<RecoveredDocument> RecoveryFile::leftBehind() const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject content = QJsonDocument::fromJson(file.readAll()).object();
    if (!content.value(SCENARIO_KEY).isString())
        return std::nullopt;
    return RecoveredDocument{content.value(SCENARIO_KEY).toString(), content.value(PATH_KEY).toString()};
}

void RecoveryFile::writeNow()
{
    m_pause.stop();
    if (!m_scenario.isModified()) {
        discard();
        return;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        report(file.errorString());
        return;
    }
    const QJsonObject content{{SCENARIO_KEY, QString::fromUtf8(m_scenario.documentText())}, {PATH_KEY, m_scenario.filePath()}};
    file.write(QJsonDocument(content).toJson());
    if (!file.commit()) {
        report(file.errorString());
        return;
    }
    report(QString());
}

void RecoveryFile::report(const QString& reason)
{
    const bool failing = !reason.isEmpty();
    if (failing == m_failing)
        return;
    m_failing = failing;
    emit writeProblem(failing
                          ? tr("Unsaved changes cannot be kept safe: the recovery copy %1 could not be written (%2). Save the "
                               "scenario to keep them.")
                                .arg(QDir::toNativeSeparators(m_path), reason)
                          : QString());
}

void RecoveryFile::discard()
{
    m_pause.stop();
    QFile::remove(m_path);
}

void RecoveryFile::scheduleWrite()
{
    m_pause.start();
}

} // namespace tco::ui
