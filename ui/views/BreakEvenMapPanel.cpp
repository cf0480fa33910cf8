#include "views/BreakEvenMapPanel.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"
#include "views/charts/BreakEvenMap.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Shows the item whose data is `pointer`.
void showChoice(QComboBox& box, const std::string& pointer)
{
    box.setCurrentIndex(box.findData(toQString(pointer)));
}

} // namespace

BreakEvenMapPanel::BreakEvenMapPanel(const ScenarioPresenter& scenario, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_map(new BreakEvenMap(scenario, this))
    , m_across(new QComboBox(this))
    , m_up(new QComboBox(this))
{
    m_across->setObjectName(QStringLiteral("mapAcross"));
    m_up->setObjectName(QStringLiteral("mapUp"));
    for (QComboBox* box : {m_across, m_up}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(24);
    }
    auto* choices = new QHBoxLayout;
    auto* acrossLabel = new QLabel(tr("&Across:"), this);
    acrossLabel->setBuddy(m_across);
    auto* upLabel = new QLabel(tr("&Up:"), this);
    upLabel->setBuddy(m_up);
    choices->addWidget(acrossLabel);
    choices->addWidget(m_across, 1);
    choices->addSpacing(12);
    choices->addWidget(upLabel);
    choices->addWidget(m_up, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(choices);
    layout->addWidget(m_map, 1);

    connect(m_across, &QComboBox::activated, this, &BreakEvenMapPanel::choose);
    connect(m_up, &QComboBox::activated, this, &BreakEvenMapPanel::choose);
    connect(m_map, &BreakEvenMap::drawn, this, &BreakEvenMapPanel::fillChoices);
    fillChoices();
}

void BreakEvenMapPanel::fillChoices()
{
    QStringList names;
    QStringList pointers;
    for (const Driver& driver : scenarioDrivers(m_scenario.scenario(), m_scenario.catalog())) {
        names << driverNameWithUnit(driver);
        pointers << toQString(driver.pointer);
    }
    for (QComboBox* box : {m_across, m_up}) {
        QStringList shown;
        for (int index = 0; index < box->count(); ++index)
            shown << box->itemData(index).toString();
        // A slider's move changes values, not which inputs there are: the boxes stay as they are.
        if (shown == pointers && box->count() == names.size())
            continue;
        const QSignalBlocker quiet(box);
        box->clear();
        for (qsizetype index = 0; index < names.size(); ++index)
            box->addItem(names[index], pointers[index]);
    }
    const QSignalBlocker quietAcross(m_across);
    const QSignalBlocker quietUp(m_up);
    showChoice(*m_across, m_map->acrossDriver());
    showChoice(*m_up, m_map->upDriver());
}

void BreakEvenMapPanel::choose()
{
    std::string across = m_across->currentData().toString().toStdString();
    std::string up = m_up->currentData().toString().toStdString();
    // The same input both ways would map nothing: choosing in one box what the other shows swaps them.
    if (across == up) {
        if (sender() == m_up)
            across = m_map->upDriver();
        else
            up = m_map->acrossDriver();
    }
    m_map->setDrivers(across, up);
}

} // namespace tco::ui
