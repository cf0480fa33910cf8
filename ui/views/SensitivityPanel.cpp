#include "views/SensitivityPanel.h"

#include "views/charts/SpiderChart.h"
#include "views/charts/TornadoChart.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace tco::ui {

SensitivityPanel::SensitivityPanel(const ScenarioPresenter& scenario, QWidget* parent)
    : QWidget(parent)
    , m_tornado(new TornadoChart(scenario, this))
    , m_spider(new SpiderChart(scenario, this))
    , m_charts(new QStackedWidget(this))
{
    m_charts->addWidget(m_tornado);
    m_charts->addWidget(m_spider);
    auto* tornadoChoice = new QRadioButton(tr("&Tornado: each input across its range"), this);
    auto* spiderChoice = new QRadioButton(tr("S&pider: the path from each range's low end to its high end"), this);
    const QString ranges = tr("Each input's range follows the kind of number it is (an exchange rate ±5%, a GPU-hour "
                              "±30%, the volume ÷3 to ×3), unless Analysis → Tornado Ranges… gives it another.");
    tornadoChoice->setToolTip(ranges);
    spiderChoice->setToolTip(ranges);
    tornadoChoice->setObjectName(QStringLiteral("showTornado"));
    spiderChoice->setObjectName(QStringLiteral("showSpider"));
    tornadoChoice->setChecked(true);
    auto* choices = new QButtonGroup(this);
    choices->addButton(tornadoChoice, 0);
    choices->addButton(spiderChoice, 1);
    connect(choices, &QButtonGroup::idClicked, m_charts, &QStackedWidget::setCurrentIndex);

    auto* choiceRow = new QHBoxLayout;
    choiceRow->addWidget(tornadoChoice);
    choiceRow->addWidget(spiderChoice);
    choiceRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(choiceRow);
    layout->addWidget(m_charts, 1);
}

} // namespace tco::ui
