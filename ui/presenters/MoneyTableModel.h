#pragma once

#include "cost/MoneyLines.h"
#include "cost/MoneyOverTime.h"
#include "scenario/OptionRef.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QStringList>

#include <optional>
#include <vector>

namespace tco::ui {

class ScenarioPresenter;

/// One option's money year by year (MoneyOverTime.h) as the cash flow or the P&L: a row a line
/// (MoneyLines.h), a column a year and one for the total, amounts in the user's locale and money
/// coming in negative; with the option's investment cases in sentences. It follows the scenario:
/// when the option chosen can no longer run, or is gone, it shows none.
class MoneyTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit MoneyTableModel(const ScenarioPresenter& scenario, QObject* parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The options that can show money: those that can run, by their place in the scenario.
    [[nodiscard]] std::vector<OptionRef> options() const;
    [[nodiscard]] std::optional<OptionRef> option() const { return m_option; }
    void setOption(std::optional<OptionRef> option);
    [[nodiscard]] MoneyView view() const { return m_view; }
    void setView(MoneyView view);

    [[nodiscard]] const std::vector<MoneyYear>& years() const { return m_years; }
    [[nodiscard]] const std::vector<MoneyLine>& lines() const { return m_lines; }
    /// An amount of a line as the table writes it: whole currency units, and a bare 0 for a year
    /// with nothing on the line rather than a figure to the cent.
    [[nodiscard]] static QString amountText(const QLocale& locale, double amount);
    /// A line's name in the user's language.
    [[nodiscard]] static QString lineLabel(MoneyLineKind kind);
    /// A year's heading: "Year 2", or "Year 4 (6 of 12 months)" for a last, partial year.
    [[nodiscard]] static QString yearLabel(const MoneyYear& year);
    /// Every investment case of the option, against an alternative or as one, in sentences.
    [[nodiscard]] const QStringList& investmentText() const { return m_investmentText; }

private:
    void refresh();
    [[nodiscard]] QStringList investmentSentencesOf(OptionRef option) const;

    const ScenarioPresenter& m_scenario;
    std::optional<OptionRef> m_option;
    MoneyView m_view = MoneyView::CashFlow;
    std::vector<MoneyYear> m_years;
    std::vector<MoneyLine> m_lines;
    QStringList m_investmentText;
};

} // namespace tco::ui
