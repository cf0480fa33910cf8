#include "presenters/MoneyTableModel.h"

#include "analysis/InvestmentText.h"
#include "presenters/Formatting.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"

#include <QCoreApplication>
#include <QFont>

namespace tco::ui {

MoneyTableModel::MoneyTableModel(const ScenarioPresenter& scenario, QObject* parent)
    : QAbstractTableModel(parent)
    , m_scenario(scenario)
{
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &MoneyTableModel::refresh);
    refresh();
}

int MoneyTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

int MoneyTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || m_lines.empty() ? 0 : static_cast<int>(m_years.size()) + 1;
}

QVariant MoneyTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const MoneyLine& line = m_lines[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return amountText(QLocale(), column < line.years.size() ? line.years[column] : line.total);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (line.bottomLine()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant MoneyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    const auto index = static_cast<std::size_t>(section);
    if (orientation == Qt::Vertical)
        return index < m_lines.size() ? lineLabel(m_lines[index].kind) : QVariant();
    return index < m_years.size() ? yearLabel(m_years[index]) : tr("Total");
}

std::vector<OptionRef> MoneyTableModel::options() const
{
    std::vector<OptionRef> options;
    for (const OptionSummary& summary : m_scenario.results().options()) {
        if (summary.feasible)
            options.push_back(summary.ref);
    }
    return options;
}

void MoneyTableModel::setOption(std::optional<OptionRef> option)
{
    if (option == m_option)
        return;
    m_option = option;
    refresh();
}

void MoneyTableModel::setView(MoneyView view)
{
    if (view == m_view)
        return;
    m_view = view;
    refresh();
}

QString MoneyTableModel::amountText(const QLocale& locale, double amount)
{
    return amount == 0.0 ? formatWhole(locale, 0.0) : formatAmount(locale, amount);
}

QString MoneyTableModel::lineLabel(MoneyLineKind kind)
{
    return QCoreApplication::translate("MoneyLines", moneyLineLabel(kind));
}

QString MoneyTableModel::yearLabel(const MoneyYear& year)
{
    return year.months == 12 ? tr("Year %1").arg(year.year) : tr("Year %1 (%2 of 12 months)").arg(year.year).arg(year.months);
}

QStringList MoneyTableModel::investmentSentencesOf(OptionRef option) const
{
    QStringList sentences;
    const Scenario& scenario = m_scenario.scenario();
    for (const InvestmentCase& investment : m_scenario.results().investmentCases()) {
        if (investment.option == option || investment.against == option)
            sentences << answerSentences(investmentSentences(scenario, investment), scenario.currency.display, QLocale())
                             .join(QLatin1Char(' '));
    }
    return sentences;
}

void MoneyTableModel::refresh()
{
    beginResetModel();
    const std::vector<OptionRef> choices = options();
    if (m_option && std::ranges::find(choices, *m_option) == choices.end())
        m_option.reset();
    const std::optional<MoneyFlows> flows = m_option ? m_scenario.results().moneyFlows(*m_option) : std::optional<MoneyFlows>();
    m_years = flows ? moneyByYear(*flows) : std::vector<MoneyYear>();
    m_lines = moneyLines(m_years, m_view);
    if (m_years.empty())
        m_lines.clear();
    m_investmentText = m_option ? investmentSentencesOf(*m_option) : QStringList();
    endResetModel();
}

} // namespace tco::ui
