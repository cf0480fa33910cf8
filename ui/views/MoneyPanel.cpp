#include "views/MoneyPanel.h"

#include "presenters/Formatting.h"
#include "presenters/MoneyTableModel.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/MoneyChart.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// The option box is as wide as this many characters, whatever the names.
constexpr int OPTION_CHARACTERS = 20;

/// An option as the combo box's item data holds it: its kind and its index.
QVariant optionData(OptionRef option)
{
    return QVariantList{static_cast<int>(option.kind), static_cast<qulonglong>(option.index)};
}

OptionRef optionOf(const QVariant& data)
{
    const QVariantList parts = data.toList();
    return OptionRef{static_cast<OptionKind>(parts.value(0).toInt()), static_cast<std::size_t>(parts.value(1).toULongLong())};
}

} // namespace

MoneyPanel::MoneyPanel(const ScenarioPresenter& scenario, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_model(new MoneyTableModel(scenario, this))
    , m_options(new QComboBox(this))
    , m_chart(new MoneyChart(scenario, *m_model, this))
    , m_table(new QTableView(this))
    , m_investments(new QLabel(this))
{
    m_options->setObjectName(QStringLiteral("moneyOption"));
    // Long option names are cut in the box, whole in its list: they must not widen the window.
    m_options->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_options->setMinimumContentsLength(OPTION_CHARACTERS);
    auto* optionLabel = new QLabel(tr("&Option:"), this);
    optionLabel->setBuddy(m_options);
    auto* cashFlow = new QRadioButton(tr("&Cash flow: servers paid when bought"), this);
    auto* profitAndLoss = new QRadioButton(tr("&P&&L: servers as they depreciate"), this);
    cashFlow->setObjectName(QStringLiteral("showCashFlow"));
    profitAndLoss->setObjectName(QStringLiteral("showProfitAndLoss"));
    cashFlow->setChecked(true);
    auto* views = new QButtonGroup(this);
    views->addButton(cashFlow, static_cast<int>(MoneyView::CashFlow));
    views->addButton(profitAndLoss, static_cast<int>(MoneyView::ProfitAndLoss));
    connect(views, &QButtonGroup::idClicked, this, [this](int view) { m_model->setView(static_cast<MoneyView>(view)); });
    connect(m_options, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_model->setOption(index < 0 ? std::nullopt : std::optional(optionOf(m_options->itemData(index))));
    });

    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("moneyTable"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_investments->setObjectName(QStringLiteral("investmentCases"));
    m_investments->setWordWrap(true);
    m_investments->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_investments->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* choiceRow = new QHBoxLayout;
    choiceRow->addWidget(optionLabel);
    choiceRow->addWidget(m_options);
    choiceRow->addSpacing(12);
    choiceRow->addWidget(cashFlow);
    choiceRow->addWidget(profitAndLoss);
    choiceRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(choiceRow);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_table);
    layout->addWidget(m_investments);

    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &MoneyPanel::refreshOptions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MoneyPanel::showInvestments);
    refreshOptions();
}

void MoneyPanel::refreshOptions()
{
    const Scenario& scenario = m_scenario.scenario();
    std::optional<OptionRef> chosen = m_model->option();
    const std::vector<OptionRef> options = m_model->options();
    if (!chosen && m_options->count() == 0) {
        // The first time, the option the answer is about, else the first that can run.
        if (const auto& answered = m_scenario.results().answer().option; answered)
            chosen = answered->ref;
    }
    if (!chosen && !options.empty())
        chosen = options.front();
    {
        const QSignalBlocker blocker(m_options);
        m_options->clear();
        for (const OptionRef option : options) {
            m_options->addItem(toQString(optionName(scenario, option)), optionData(option));
            if (chosen && option == *chosen)
                m_options->setCurrentIndex(m_options->count() - 1);
        }
    }
    m_model->setOption(m_options->currentIndex() < 0 ? std::nullopt : std::optional(optionOf(m_options->currentData())));
    showInvestments();
}

void MoneyPanel::fitTable()
{
    // As tall as its few lines, no scroll bar: the chart takes the rest.
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int row = 0; row < m_model->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setFixedHeight(height);
}

void MoneyPanel::showInvestments()
{
    fitTable();
    const QStringList sentences = m_model->investmentText();
    m_investments->setText(sentences.join(QStringLiteral("\n")));
    m_investments->setVisible(!sentences.isEmpty());
}

} // namespace tco::ui
