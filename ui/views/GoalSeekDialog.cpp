#include "views/GoalSeekDialog.h"

#include "presenters/Formatting.h"
#include "presenters/GoalSeekAnswer.h"
#include "presenters/ScenarioPresenter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tco::ui {

GoalSeekDialog::GoalSeekDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_driver(new QComboBox(this))
    , m_option(new QComboBox(this))
    , m_against(new QComboBox(this))
    , m_answer(new QLabel(this))
{
    setWindowTitle(tr("Goal Seek"));
    m_driver->setObjectName(QStringLiteral("goalSeekDriver"));
    m_option->setObjectName(QStringLiteral("goalSeekOption"));
    m_against->setObjectName(QStringLiteral("goalSeekAgainst"));
    m_answer->setObjectName(QStringLiteral("goalSeekAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Change:"), m_driver);
    form->addRow(tr("until:"), m_option);
    form->addRow(tr("costs the same as:"), m_against);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* findButton = buttons->addButton(tr("&Find"), QDialogButtonBox::ActionRole);
    m_apply = buttons->addButton(tr("&Apply to Scenario"), QDialogButtonBox::ApplyRole);
    m_apply->setEnabled(false);
    connect(findButton, &QPushButton::clicked, this, &GoalSeekDialog::find);
    connect(m_apply, &QPushButton::clicked, this, &GoalSeekDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_answer);
    layout->addWidget(buttons);
    fillChoices();
}

void GoalSeekDialog::fillChoices()
{
    const Scenario& current = m_scenario.scenario();
    for (const Driver& driver : scenarioDrivers(current, m_scenario.catalog()))
        m_driver->addItem(driverNameWithUnit(driver), toQString(driver.pointer));
    const QStringList options = goalSeekOptions(current);
    m_option->addItems(options);
    m_against->addItems(options);
    // The headline's question to begin with.
    if (const auto pair = headlinePair(current, m_scenario.catalog())) {
        m_option->setCurrentIndex(pair->first);
        m_against->setCurrentIndex(pair->second);
    }
}

void GoalSeekDialog::find()
{
    const GoalSeekQuestion question{m_driver->currentData().toString().toStdString(), m_option->currentIndex(),
                                    m_against->currentIndex()};
    const GoalSeekAnswer answer = seekGoal(m_scenario.scenario(), m_scenario.catalog(), question, QLocale());
    m_answer->setText(answer.text);
    m_found = answer.value;
    m_apply->setEnabled(m_found.has_value());
}

void GoalSeekDialog::apply()
{
    if (!m_found)
        return;
    const Issues issues = applyGoalSeek(m_scenario, m_driver->currentData().toString().toStdString(), *m_found);
    if (!issues.empty())
        m_answer->setText(tr("The scenario refuses the value: %1").arg(toQString(issues.front().message)));
    m_apply->setEnabled(false);
}

} // namespace tco::ui
