#include "report/ReportDocument.h"

#include "analysis/Answer.h"
#include "analysis/OutcomeMap.h"
#include "analysis/SensitivityAnalysis.h"
#include "analysis/Uncertainty.h"
#include "analysis/Variants.h"
#include "cluster/ClusterStudy.h"
#include "cost/Comparison.h"
#include "cost/MoneyLines.h"
#include "cost/MoneyOverTime.h"
#include "cost/SelfHostedCost.h"
#include "model/GpuSpec.h"
#include "model/ModelSpec.h"
#include "model/ParameterCount.h"
#include "presenters/ClusterText.h"
#include "presenters/ComparisonModel.h"
#include "presenters/DistributionText.h"
#include "presenters/Formatting.h"
#include "presenters/Headline.h"
#include "presenters/Language.h"
#include "presenters/MoneyTableModel.h"
#include "presenters/ScenarioPresenter.h"
#include "report/ChartTextObject.h"
#include "report/PdfReport.h"
#include "report/ReportInputs.h"
#include "scenario/ScenarioFields.h"
#include "sizing/ModelMemory.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace tco::ui {
namespace {

constexpr double SECONDS_PER_DAY = 86'400.0;
constexpr double BYTES_PER_KIB = 1024.0;

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

QString escaped(std::string_view text)
{
    return escaped(toQString(text));
}

/// A long source (a web address, a file at a commit) or a JSON pointer with places to break
/// after each slash, underscore, colon, "@", question mark and ampersand, so that it wraps within
/// its cell rather than breaking a word or widening the table beyond the page. A commit's 40 hex
/// digits are cut to their first 12, which name the same commit to git and fit a narrow column.
QString breakable(std::string_view text)
{
    static const QRegularExpression COMMIT(QStringLiteral("\\b([0-9a-f]{12})[0-9a-f]{28}\\b"));
    QString html = escaped(text).replace(COMMIT, QStringLiteral("\\1"));
    for (const QString& mark : {QStringLiteral("/"), QStringLiteral("_"), QStringLiteral(":"), QStringLiteral("@"),
                                QStringLiteral("?"), QStringLiteral("&amp;")})
        html.replace(mark, mark + QChar(0x200B));
    return html;
}

/// A table whose header row repeats on every page it runs over. Cells are HTML already; a row
/// of one cell spans the table (a group's heading). `alignment` has a letter per column, 'l'
/// or 'r': numbers are right-aligned. `widths` gives the first columns' shares of the page in
/// percent, where the text of a column would otherwise squeeze another's.
QString table(const QStringList& header, const QList<QStringList>& rows, const QString& alignment, const QList<int>& widths = {})
{
    const auto align = [&alignment](qsizetype column) {
        return column < alignment.size() && alignment[column] == QLatin1Char('r') ? QStringLiteral(" align=\"right\"")
                                                                                  : QString();
    };
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\"><thead><tr>");
    for (qsizetype column = 0; column < header.size(); ++column) {
        const QString width = column < widths.size() ? QStringLiteral(" width=\"%1%\"").arg(widths[column]) : QString();
        html += QStringLiteral("<th%1%2>%3</th>").arg(align(column), width, header[column]);
    }
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        if (row.size() == 1) {
            html += QStringLiteral("<td class=\"group\" colspan=\"%1\">%2</td>").arg(header.size()).arg(row.front());
        } else {
            for (qsizetype column = 0; column < row.size(); ++column)
                html += QStringLiteral("<td%1>%2</td>").arg(align(column), row[column]);
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString bold(const QString& html)
{
    return QStringLiteral("<b>%1</b>").arg(html);
}

QString paragraph(const QString& html, const QString& style = {})
{
    return style.isEmpty() ? QStringLiteral("<p>%1</p>").arg(html) : QStringLiteral("<p class=\"%1\">%2</p>").arg(style, html);
}

/// A section's heading, starting a new page when `newPage`.
QString heading(const QString& text, bool newPage)
{
    return newPage ? QStringLiteral("<h2 class=\"newpage\">%1</h2>").arg(escaped(text))
                   : QStringLiteral("<h2>%1</h2>").arg(escaped(text));
}

/// The report's sections, in the reader's locale and the scenario's display currency.
class ReportText {
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    ReportText(const ScenarioPresenter& presenter, const ReportOptions& options, const std::vector<ReportChart>& charts)
        : m_scenario(presenter.scenario())
        , m_catalog(presenter.catalog())
        , m_results(presenter.results())
        , m_presenter(presenter)
        , m_options(options)
        , m_locale(options.locale)
        , m_charts(charts)
    { }

    [[nodiscard]] QString html() const
    {
        QString text = titleBlock() + answer() + comparison() + costItems() + moneyOverTime() + sizing() + assumptions()
            + sensitivity() + breakEvenMap() + variants();
        if (m_options.analyses.monteCarlo != nullptr)
            text += monteCarlo(*m_options.analyses.monteCarlo);
        if (m_options.analyses.cluster != nullptr)
            text += cluster(*m_options.analyses.cluster);
        return text + methodology();
    }

private:
    [[nodiscard]] QString money(double amount) const { return formatMoney(m_locale, Money{amount, m_scenario.currency.display}); }
    [[nodiscard]] QString tokens(double count) const { return formatTokens(m_locale, count); }
    [[nodiscard]] QString currencyCode() const { return toQString(m_scenario.currency.display.code()); }
    [[nodiscard]] QString number(double value, int decimals) const { return formatNumber(m_locale, value, decimals); }
    [[nodiscard]] QString gibibytes(Bytes bytes) const { return tr("%1 GiB").arg(number(inGibibytes(bytes), 1)); }
    [[nodiscard]] QString perSecond(double count) const { return tr("%1 tokens/s").arg(formatWhole(m_locale, count)); }
    [[nodiscard]] double today() const { return m_results.prepared().tokensPerDay.value(); }

    /// The chart named `name` with its title as a caption; nothing when the report has no such chart.
    [[nodiscard]] QString chart(const QString& name) const
    {
        const auto found = std::ranges::find(m_charts, name, &ReportChart::name);
        if (found == m_charts.end())
            return {};
        // A heading of its own, which the page keeps with its chart (PdfReport.cpp); its legend
        // in the same block, so that the key stays with both.
        const QString legend = found->legendHtml.isEmpty()
            ? QString()
            : QStringLiteral("<br><span class=\"legend\">%1</span>").arg(found->legendHtml);
        return QStringLiteral("<h4>%1%2</h4>").arg(escaped(found->title), legend)
            + paragraph(ChartTextObject::marker(name), QStringLiteral("chart"));
    }

    [[nodiscard]] QString titleBlock() const
    {
        QString text = QStringLiteral("<h1>%1</h1>").arg(escaped(m_scenario.name));
        text += paragraph(
            escaped(tr("Cost of serving %1: self-hosted GPUs against per-token APIs. Prepared on %2 with Breakeven %3.")
                        .arg(toQString(m_catalog.model(m_scenario.model.id)->name),
                             textLocale(m_locale).toString(m_options.date, QLocale::LongFormat), m_options.applicationVersion)),
            QStringLiteral("meta"));
        text += paragraph(
            escaped(tr("Every amount is in %1, before taxes, and for a month unless the text says otherwise. Volumes count "
                       "input and output tokens together.")
                        .arg(toQString(m_scenario.currency.display.code()))),
            QStringLiteral("note"));
        return text;
    }

    [[nodiscard]] QString answer() const
    {
        return heading(tr("The answer"), false)
            + paragraph(answerHtml(answerSentences(m_results.answer(), m_scenario.currency.display, m_locale)),
                        QStringLiteral("answer"))
            + keyFigures() + chart(QStringLiteral("volume")) + description();
    }

    /// The case in the scenario's own words, after the answer, which the first page keeps for
    /// itself: a long description would push the chart over to the next page.
    [[nodiscard]] QString description() const
    {
        if (m_scenario.description.empty())
            return {};
        return QStringLiteral("<h3>%1</h3>").arg(escaped(tr("The case"))) + paragraph(escaped(m_scenario.description));
    }

    /// The figures behind the answer, each traceable to the tables that follow: the volume, the
    /// monthly cost today and ahead of each option the answer names, and the break-even.
    [[nodiscard]] QString keyFigures() const
    {
        const Answer& answer = m_results.answer();
        QList<QStringList> rows;
        rows << QStringList{
            escaped(tr("Volume today")),
            escaped(tr("%1 tokens a day, %2 a month").arg(tokens(today()), tokens(m_results.evaluation().monthlyTokens)))};
        std::vector<OptionRef> shown;
        for (const std::optional<AnswerOption>* named :
             {&answer.option, &answer.against, &answer.cheapest, &answer.cheapestAhead}) {
            if (!*named || std::ranges::find(shown, (*named)->ref) != shown.end())
                continue;
            const AnswerOption& option = **named;
            shown.push_back(option.ref);
            const QString cost = option.monthlyAhead
                ? tr("%1 a month today, %2 at %3 today's volume")
                      .arg(money(option.monthly), money(*option.monthlyAhead), formatMultiple(m_locale, LOOK_AHEAD))
                : tr("%1 a month today").arg(money(option.monthly));
            rows << QStringList{escaped(toQString(option.name)), escaped(cost)};
        }
        if (answer.breakEven) {
            const BreakEven& breakEven = *answer.breakEven;
            rows << QStringList{escaped(tr("Break-even volume, %1 against %2")
                                            .arg(toQString(optionName(m_scenario, breakEven.option)),
                                                 toQString(m_scenario.apiOffers[breakEven.api].name))),
                                escaped(breakEvenText(breakEven))};
        }
        return table({escaped(tr("Figure")), escaped(tr("Value"))}, rows, QStringLiteral("ll"));
    }

    [[nodiscard]] QString breakEvenText(const BreakEven& breakEven) const
    {
        const AnswerSentence figure = breakEvenFigure(breakEven, today());
        return answerSentences(std::span(&figure, 1), m_scenario.currency.display, m_locale).front();
    }

    [[nodiscard]] QString comparison() const
    {
        QString text = heading(tr("The options compared"), true);
        text += paragraph(
            escaped(tr("Every option at today's volume of %1 tokens a day; the cheapest in bold.").arg(tokens(today()))));
        // The month's figures, then the horizon's in a table of their own: together, nine columns
        // of large figures are wider than a portrait page.
        text += comparisonTable({ComparisonModel::Monthly, ComparisonModel::PerMillionTokens, ComparisonModel::Gpus,
                                 ComparisonModel::Utilization, ComparisonModel::MoreThanCheapest,
                                 ComparisonModel::PercentMoreThanCheapest});
        text += breakEvens();
        text += QStringLiteral("<h3>%1</h3>").arg(escaped(tr("Over the horizon")));
        text += paragraph(escaped(tr("Totals over the horizon and the net present value (at %1 a year) follow each option's "
                                     "fleet month by month.")
                                      .arg(formatPercent(m_locale, m_scenario.discountRatePerYear))));
        text += comparisonTable({ComparisonModel::HorizonTotal, ComparisonModel::NetPresentValue});
        return text + chart(QStringLiteral("horizon"));
    }

    /// The comparison table of the main window, its option names and the `columns` given.
    [[nodiscard]] QString comparisonTable(const QList<int>& columns) const
    {
        const ComparisonModel model(m_presenter);
        QStringList header{escaped(headerText(model, ComparisonModel::Name))};
        for (const int column : columns)
            header << escaped(headerText(model, column));
        QList<QStringList> rows;
        for (int row = 0; row < model.rowCount(); ++row) {
            const bool cheapest = model.index(row, 0).data(ComparisonModel::CheapestRole).toBool();
            QStringList cells;
            for (const int column : QList<int>{ComparisonModel::Name} + columns) {
                const QString cell = escaped(model.index(row, column).data().toString());
                cells << (cheapest ? bold(cell) : cell);
            }
            rows << cells;
        }
        // The option's name gets room, the figures share the rest evenly: left to Qt, a column of
        // short figures is squeezed until its header breaks inside a word.
        constexpr int NAME_WIDTH = 28;
        QList<int> widths{NAME_WIDTH};
        for (qsizetype column = 0; column < columns.size(); ++column)
            widths << static_cast<int>((100 - NAME_WIDTH) / columns.size());
        return table(header, rows, QStringLiteral("l") + QString(columns.size(), QLatin1Char('r')), widths);
    }

    /// Each self-hosted option against each API offer, and each hybrid plan against its own: where
    /// the volume and the months flip the answer.
    [[nodiscard]] QString breakEvens() const
    {
        if (m_results.evaluation().breakEvens.empty())
            return {};
        QList<QStringList> rows;
        for (const BreakEven& breakEven : m_results.evaluation().breakEvens) {
            const auto crossover = std::ranges::find_if(m_results.evaluation().crossovers, [&](const Crossover& candidate) {
                return candidate.option == breakEven.option && candidate.api == breakEven.api;
            });
            const bool found = crossover != m_results.evaluation().crossovers.end() && crossover->month;
            rows << QStringList{escaped(optionName(m_scenario, breakEven.option)),
                                escaped(m_scenario.apiOffers[breakEven.api].name), escaped(breakEvenText(breakEven)),
                                found ? escaped(tr("month %1").arg(*crossover->month))
                                      : escaped(tr("none within %1 months").arg(m_scenario.horizonMonths))};
        }
        return QStringLiteral("<h3>%1</h3>").arg(escaped(tr("Break-even and crossover")))
            + paragraph(escaped(tr("The break-even volume is the lowest above which the self-hosted option or hybrid plan stays "
                                   "the cheaper (a hybrid plan's, where its first GPUs pay for themselves); the crossover month, "
                                   "the first from which its cumulative cost stays at or below the API's.")))
            + table({escaped(tr("Self-hosted or hybrid")), escaped(tr("API offer")), escaped(tr("Break-even volume")),
                     escaped(tr("Crossover"))},
                    rows, QStringLiteral("llll"));
    }

    [[nodiscard]] QString costItems() const
    {
        return heading(tr("Monthly costs, item by item"), true)
            + paragraph(escaped(
                tr("What each option costs in a month at today's volume, in %1. Discounts are negative. One-time costs "
                   "appear spread over the horizon when the scenario amortizes them.")
                    .arg(toQString(m_scenario.currency.display.code()))))
            + costTable(OptionKind::SelfHosted) + costTable(OptionKind::Api) + costTable(OptionKind::Hybrid) + commitments()
            + chart(QStringLiteral("breakdown"));
    }

    /// What each option commits to, what today's volume leaves of it unused, and what the horizon
    /// does, each term renewed at what its first month uses.
    [[nodiscard]] QString commitments() const
    {
        QString text;
        for (const OptionSummary& option : m_results.options()) {
            if (!option.feasible || !hasCommitment(m_scenario, option.ref) || option.horizon == nullptr)
                continue;
            const QString name = toQString(option.name);
            const double unused = option.monthly[CostItem::UnusedCommitment];
            QString committed;
            QString today;
            if (option.selfHosted()) {
                const GpuCommitment& reservation
                    = *std::get<RentedCompute>(m_scenario.selfHosted[option.ref.index].compute).commitment;
                const PreparedSelfHosted& prepared = m_results.prepared().selfHosted[option.ref.index];
                const auto& rented = std::get<PreparedRented>(prepared.compute);
                committed = (reservation.payment == CommitmentPayment::Upfront
                                 ? tr("%1 reserves %2 GPUs for %n months at a time, each term paid up front; GPUs beyond them "
                                      "cost %3 an hour.",
                                      nullptr, reservation.termMonths)
                                 : tr("%1 reserves %2 GPUs for %n months at a time, paid monthly; GPUs beyond them cost %3 "
                                      "an hour.",
                                      nullptr, reservation.termMonths))
                                .arg(name, formatCount(m_locale, prepared.reservedGpus), money(rented.priceBeyondReservation()));
                const std::int64_t idle = m_results.evaluation().selfHosted[option.ref.index].idleReservedGpus;
                today = idle > 0 ? tr("Today's volume leaves %1 of them idle: %2 a month paid for GPUs it does not use.")
                                       .arg(formatCount(m_locale, idle), money(unused))
                                 : tr("Today's volume uses every one of them.");
            } else {
                const SpendCommitment& promise = *m_scenario.apiOffers[option.ref.index].commitment;
                const double spend = m_results.prepared().api[option.ref.index].committedMonthlySpend;
                committed
                    = (promise.payment == CommitmentPayment::Upfront
                           ? tr("%1 is bought with a promise of %2 a month for %n months at a time, each term paid up front.",
                                nullptr, promise.termMonths)
                           : tr("%1 is bought with a promise of %2 a month for %n months at a time, paid monthly.", nullptr,
                                promise.termMonths))
                          .arg(name, money(spend));
                today = unused > 0.0 ? tr("Today's bill is %1: %2 a month is paid for tokens not sent.")
                                           .arg(money(option.monthly.total() - unused), money(unused))
                                     : tr("Today's bill is above it.");
            }
            const QString horizon = tr("Over the %n months, each term renewed at what its first month uses, %1 is paid unused.",
                                       nullptr, m_scenario.horizonMonths)
                                        .arg(money(option.horizon->unusedCommitment));
            text += paragraph(escaped(committed + QLatin1Char(' ') + today + QLatin1Char(' ') + horizon));
        }
        return text;
    }

    /// The items of every option of one kind that can run, an option to a column, with their total.
    [[nodiscard]] QString costTable(OptionKind kind) const
    {
        std::vector<const OptionSummary*> options;
        for (const OptionSummary& option : m_results.options()) {
            if (option.ref.kind == kind && option.feasible)
                options.push_back(&option);
        }
        if (options.empty())
            return {};
        const QString kindName = kind == OptionKind::SelfHosted ? tr("Self-hosted")
            : kind == OptionKind::Api                           ? tr("API offer")
                                                                : tr("Hybrid");
        QStringList header{escaped(kindName)};
        for (const OptionSummary* option : options)
            header << escaped(option->name);
        QList<QStringList> rows;
        for (std::size_t item = 0; item < COST_ITEM_COUNT; ++item) {
            if (std::ranges::none_of(options, [item](const OptionSummary* option) { return option->monthly.items[item] != 0.0; }))
                continue;
            QStringList cells{escaped(costItemName(static_cast<CostItem>(item)))};
            for (const OptionSummary* option : options)
                cells << escaped(money(option->monthly.items[item]));
            rows << cells;
        }
        QStringList total{bold(escaped(tr("Total a month")))};
        for (const OptionSummary* option : options)
            total << bold(escaped(money(option->monthly.total())));
        rows << total;
        return table(header, rows, QStringLiteral("l") + QString(static_cast<qsizetype>(options.size()), QLatin1Char('r')));
    }

    /// Each self-hosted option's cash flow and P&L year by year, and every investment case. API
    /// bills are paid as they are booked: their years are the horizon's, in the comparison.
    [[nodiscard]] QString moneyOverTime() const
    {
        QString tables;
        for (const OptionSummary& option : m_results.options()) {
            if (option.runsGpus() && option.feasible)
                tables += moneyTable(option);
        }
        if (tables.isEmpty())
            return {};
        return heading(tr("Money over time: cash and P&L"), true)
            + paragraph(escaped(
                tr("Each self-hosted option and hybrid plan year by year, in %1 (a hybrid plan's running costs include its "
                   "API's bill). The cash flow pays for servers when they are bought, gets their residual value back when "
                   "they retire, and counts those still running at the end at what they would fetch (their price falling in "
                   "a straight line to the residual value over their life); it shows money coming back as negative. The P&L "
                   "depreciates the servers by the option's method and spreads one-time costs as the scenario does. Prices "
                   "follow each option's yearly trend.")
                    .arg(currencyCode())))
            + tables + investmentCasesTable();
    }

    [[nodiscard]] QString moneyTable(const OptionSummary& option) const
    {
        const std::vector<MoneyYear> years = moneyByYear(*m_results.moneyFlows(option.ref));
        QStringList header{escaped(option.name)};
        for (const MoneyYear& year : years)
            header << escaped(MoneyTableModel::yearLabel(year));
        header << escaped(tr("Total"));
        QList<QStringList> rows;
        for (const auto& [view, title] :
             {std::pair{MoneyView::CashFlow, tr("Cash flow")}, std::pair{MoneyView::ProfitAndLoss, tr("P&L")}}) {
            rows << QStringList{escaped(title)};
            for (const MoneyLine& line : moneyLines(years, view)) {
                const auto cell = [&](double amount) {
                    const QString text = escaped(MoneyTableModel::amountText(m_locale, amount));
                    return line.bottomLine() ? bold(text) : text;
                };
                QStringList cells{escaped(MoneyTableModel::lineLabel(line.kind))};
                for (const double amount : line.years)
                    cells << cell(amount);
                cells << cell(line.total);
                rows << cells;
            }
        }
        // The lines' names take a quarter of the page, the years and the total share the rest in
        // whole percent: widths left to the layout can round a table a point wider than the page.
        constexpr int NAMES = 25;
        const auto amounts = static_cast<qsizetype>(years.size()) + 1;
        QList<int> widths{NAMES};
        widths.append(QList<int>(amounts, static_cast<int>((100 - NAMES) / amounts)));
        return table(header, rows, QStringLiteral("l") + QString(amounts, QLatin1Char('r')), widths);
    }

    [[nodiscard]] QString investmentCasesTable() const
    {
        QList<QStringList> rows;
        const auto month = [](const std::optional<int>& number) { return number ? QString::number(*number) : tr("never"); };
        for (const InvestmentCase& investment : m_results.investmentCases()) {
            const QString payback = investment.paybackMonth == investment.discountedPaybackMonth
                ? month(investment.paybackMonth)
                : tr("%1 (%2)").arg(month(investment.paybackMonth), month(investment.discountedPaybackMonth));
            rows << QStringList{escaped(toQString(optionName(m_scenario, investment.option))),
                                escaped(toQString(optionName(m_scenario, investment.against))),
                                escaped(money(investment.netPresentValue)),
                                investment.rateOfReturnPerYear ? escaped(formatPercent(m_locale, *investment.rateOfReturnPerYear))
                                                               : escaped(tr("none")),
                                escaped(payback)};
        }
        if (rows.isEmpty())
            return {};
        return QStringLiteral("<h3>%1</h3>").arg(escaped(tr("Owning and self-hosting as investments")))
            + paragraph(escaped(
                tr("What choosing the option instead of the other saves, month by month, as the other's net cash less its "
                   "own: its value today at %1 a year (negative when it costs more), the yearly rate of return at which that "
                   "value is zero (none where no single rate fits), and the month from which the savings so far stay above "
                   "zero, plain and discounted.")
                    .arg(formatPercent(m_locale, m_scenario.discountRatePerYear))))
            + table({escaped(tr("Option")), escaped(tr("Against")), escaped(tr("Saved in today's money")),
                     escaped(tr("Rate of return")), escaped(tr("Pays for itself in month (discounted)"))},
                    rows, QStringLiteral("llrrr"), {24, 24, 20, 12, 20});
    }

    /// Each self-hosted option's fleet, then each hybrid plan's.
    [[nodiscard]] QString sizing() const
    {
        if (m_scenario.selfHosted.empty())
            return {};
        QString text = heading(tr("Sizing: why this many GPUs"), true);
        text += paragraph(
            escaped(tr("A fleet is sized for the busiest hour. The model must fit a replica's GPUs with room for the KV "
                       "cache; a replica's throughput at the workload's speed target, loaded to the target utilization, "
                       "sets how many tokens a day it serves; the fleet has the whole replicas the volume needs, in whole "
                       "servers or instances.")));
        std::vector<const OptionSummary*> sized;
        for (const OptionSummary& option : m_results.options()) {
            if (!option.selfHosted())
                continue;
            // Options that differ only in how the GPUs are paid for build the same fleet: said once.
            const auto same
                = std::ranges::find_if(sized, [&](const OptionSummary* earlier) { return sameFleet(*earlier, option); });
            if (same != sized.end())
                text += QStringLiteral("<h3>%1</h3>").arg(escaped(option.name))
                    + paragraph(escaped(tr("Sized as %1: the same replicas, and a fleet of the same %2 GPUs.")
                                            .arg(toQString((*same)->name), formatCount(m_locale, option.fleet.gpus))));
            else
                text += sizingOf(option);
            sized.push_back(&option);
        }
        for (const OptionSummary& option : m_results.options()) {
            if (option.ref.kind == OptionKind::Hybrid)
                text += hybridSizingOf(option);
        }
        return text;
    }

    /// How a hybrid plan's fleet was chosen, and what it serves and leaves to its API.
    [[nodiscard]] QString hybridSizingOf(const OptionSummary& option) const
    {
        QString text = QStringLiteral("<h3>%1</h3>").arg(escaped(option.name));
        if (!option.feasible)
            return text + paragraph(escaped(tr("This plan cannot run: %1").arg(toQString(option.reason))));
        const HybridOption& plan = m_scenario.hybrids[option.ref.index];
        const HybridFleet& fleet = *option.hybrid;
        const double busiest = m_results.prepared().weekLoad->peak();
        QString chosen;
        if (plan.gpus)
            chosen = tr("The file sets the fleet at %1 GPUs.").arg(formatCount(m_locale, *plan.gpus));
        else if (plan.servedHourPercentile)
            chosen = tr("The file sizes the fleet to serve %1 of the week's hours in full.")
                         .arg(formatPercent(m_locale, *plan.servedHourPercentile));
        else
            chosen = tr("The fleet is the one that costs least: a replica of %1 pays for itself when it is busy in %2 of the "
                        "week's hours or more, so the fleet serves in full every hour that at least that share of the week "
                        "reaches.")
                         .arg(toQString(plan.selfHosted), formatPercent(m_locale, fleet.paysOffBusyShare));
        const QString served = fleet.fleet.gpus == 0
            ? tr("It runs no GPUs: every token goes to %1.").arg(toQString(plan.apiOffer))
            : tr("Its %1 GPUs hold %2 replicas (%3), which serve every hour up to %4 the average hour in full; the week's "
                 "busiest hour runs at %5 the average, and the %6 of the tokens above the fleet go to %7.")
                  .arg(formatCount(m_locale, fleet.fleet.gpus), formatCount(m_locale, fleet.fleet.replicas),
                       toQString(describeLayout(option.replica->layout)), formatMultiple(m_locale, fleet.capacity),
                       formatMultiple(m_locale, busiest), formatPercent(m_locale, fleet.overflowShare), toQString(plan.apiOffer));
        return text + paragraph(escaped(chosen + QLatin1Char(' ') + served));
    }

    /// Whether two feasible self-hosted options size the same replicas into the same fleet.
    [[nodiscard]] bool sameFleet(const OptionSummary& first, const OptionSummary& second) const
    {
        const PreparedSelfHosted& a = m_results.prepared().selfHosted[first.ref.index];
        const PreparedSelfHosted& b = m_results.prepared().selfHosted[second.ref.index];
        return first.feasible && second.feasible && a.sizing == b.sizing && a.peakFactor == b.peakFactor
            && a.gpusPerUnit == b.gpusPerUnit && a.minimumGpus == b.minimumGpus && first.fleet.gpus == second.fleet.gpus
            && first.fleet.layout == second.fleet.layout && first.fleet.replicas == second.fleet.replicas;
    }

    [[nodiscard]] QString sizingOf(const OptionSummary& option) const
    {
        QString text = QStringLiteral("<h3>%1</h3>").arg(escaped(option.name));
        if (!option.feasible)
            return text + paragraph(escaped(tr("This option cannot run: %1").arg(toQString(option.reason))));
        const PreparedSelfHosted& prepared = m_results.prepared().selfHosted[option.ref.index];
        const PreparedLayout& layout = prepared.layouts[option.fleet.layout];
        const SizingResult& replica = layout.replica;
        const ModelSpec& model = *prepared.sizing.model;
        const GpuSpec& gpu = *prepared.sizing.gpu;
        const QString weightPrecision = toQString(nameOf(prepared.sizing.weights, PRECISION_NAMES));
        const int gpus = replica.layout.gpus();
        const std::int64_t needed = m_results.evaluation().selfHosted[option.ref.index].replicasNeeded;

        text += paragraph(escaped(
            tr("The weights of %1 at %2 take %3 in all. One replica spans %4 %5 GPUs and leaves %6 per GPU for the KV cache, "
               "room for %7 "
               "tokens of context. It serves %8 at a batch of %9 sequences.")
                .arg(toQString(model.name), weightPrecision,
                     gibibytes(modelWeightBytes(countParameters(model), prepared.sizing.weights)), QString::number(gpus),
                     toQString(gpu.name), gibibytes(replica.memory.kvCache), formatWhole(m_locale, replica.kvCacheTokens.value()),
                     perSecond(replica.served.value()), formatWhole(m_locale, replica.operating.batch))
            + QLatin1Char(' ')
            + tr("Loaded to %1 at the busiest hour, %2 of the day's average, with %3 of the GPUs able to hold a replica, it is "
                 "planned "
                 "for %4 tokens a day. Today's %5 tokens a day need %6 of them; the fleet's %7 GPUs hold %8, busy %9 of the "
                 "time.")
                  .arg(formatPercent(m_locale, prepared.sizing.assumptions.targetUtilization),
                       formatMultiple(m_locale, prepared.peakFactor),
                       formatPercent(m_locale, prepared.sizing.assumptions.schedulerEfficiency), tokens(layout.capacityPerDay),
                       tokens(today()), formatCount(m_locale, needed), formatCount(m_locale, option.fleet.gpus),
                       formatCount(m_locale, option.fleet.replicas), formatPercent(m_locale, option.utilization))));
        text += paragraph(escaped(layoutChoice(option, prepared)));
        if (!replica.meetsPerUserTarget)
            text += paragraph(
                escaped(tr("No layout and batch gives each user the target of %1 output tokens a second; this is the fastest.")
                            .arg(number(m_scenario.workload.outputTokensPerSecondPerUser.value(), 0))),
                QStringLiteral("note"));
        return text + sizingFigures(option, prepared, layout, needed);
    }

    /// Which layout the fleet is built of and why: the search, the target, the fewest GPUs
    /// today, and the layout that serves the most per GPU when that is another.
    [[nodiscard]] QString layoutChoice(const OptionSummary& option, const PreparedSelfHosted& prepared) const
    {
        const Workload& workload = m_scenario.workload;
        const QString firstToken = workload.timeToFirstToken > Seconds(0.0)
            ? tr(" and a first token within %1 ms").arg(formatWhole(m_locale, workload.timeToFirstToken.value() * 1e3))
            : QString();
        QString text
            = tr("The search tried every way of spreading the model over %1 GPUs (tensor, pipeline, attention-data and expert "
                 "parallelism; prefill and decoding together or apart), each at the largest batch that gives each user %2 output "
                 "tokens a second%3. Of the %4 layouts a fleet could be built of, %5 takes the fewest GPUs at today's volume.")
                  .arg(toQString(prepared.sizing.gpu->name), number(workload.outputTokensPerSecondPerUser.value(), 0), firstToken)
                  .arg(prepared.layouts.size())
                  .arg(toQString(describeLayout(prepared.layouts[option.fleet.layout].replica.layout)));
        const LayoutChoiceReason& reason = m_results.evaluation().selfHosted[option.ref.index].layoutChoice;
        if (reason.mostPerGpu != option.fleet.layout) {
            const SizingResult& best = prepared.layouts[reason.mostPerGpu].replica;
            text += QLatin1Char(' ')
                + tr("%1 serves the most per GPU, %2 output tokens a second each, but today's volume would take "
                     "%3 GPUs of it.")
                      .arg(toQString(describeLayout(best.layout)), formatWhole(m_locale, best.outputPerGpu().value()))
                      .arg(formatCount(m_locale, reason.mostPerGpuFleetGpus));
        }
        return text;
    }

    [[nodiscard]] QString sizingFigures(const OptionSummary& option, const PreparedSelfHosted& prepared,
                                        const PreparedLayout& layout, std::int64_t needed) const
    {
        const SizingResult& replica = layout.replica;
        const MemoryPlan& memory = replica.memory;
        const auto row = [](const QString& label, const QString& value) { return QStringList{escaped(label), escaped(value)}; };
        const QList<QStringList> rows{
            row(tr("GPU"),
                tr("%1, %2 usable").arg(toQString(prepared.sizing.gpu->name), gibibytes(prepared.sizing.gpu->usableMemory))),
            row(tr("Precision of weights / KV cache"),
                tr("%1 / %2").arg(toQString(nameOf(prepared.sizing.weights, PRECISION_NAMES)),
                                  toQString(nameOf(prepared.sizing.kvCache, PRECISION_NAMES)))),
            row(tr("Layout of a replica"), toQString(describeLayout(replica.layout))),
            row(tr("Memory budget per GPU"), gibibytes(memory.budget)),
            row(tr("Weights per GPU"), gibibytes(memory.weights.total)),
            row(tr("Activations and runtime per GPU"), gibibytes(memory.reserve.activations + memory.reserve.runtime)),
            row(tr("KV cache per GPU"), gibibytes(memory.kvCache)),
            row(tr("KV cache per token of context"),
                tr("%1 KiB").arg(number(replica.kvBytesPerToken.value() / BYTES_PER_KIB, 1))),
            row(tr("Concurrent sequences the KV cache holds"), formatWhole(m_locale, replica.maxConcurrentSequences)),
            row(tr("Batch"), tr("%1 sequences").arg(formatWhole(m_locale, replica.operating.batch))),
            row(tr("Speed each user sees"), tr("%1 output tokens/s").arg(number(replica.operating.perUser.value(), 1))),
            row(tr("Time to first token"), tr("%1 ms").arg(number(replica.operating.timeToFirstToken.value() * 1e3, 0))),
            row(tr("Throughput per replica, input and output"), perSecond(replica.served.value())),
            row(tr("Busiest hour's demand"), perSecond(today() / SECONDS_PER_DAY * prepared.peakFactor)),
            row(tr("Planned volume per replica"), tr("%1 tokens a day").arg(tokens(layout.capacityPerDay))),
            row(tr("Replicas needed / in the fleet"),
                tr("%1 / %2").arg(formatCount(m_locale, needed), formatCount(m_locale, option.fleet.replicas))),
            row(tr("GPUs in the fleet"),
                prepared.minimumGpus > 0
                    ? tr("%1 (in units of %2, at least %3)")
                          .arg(formatCount(m_locale, option.fleet.gpus))
                          .arg(prepared.gpusPerUnit)
                          .arg(prepared.minimumGpus)
                    : tr("%1 (in units of %2)").arg(formatCount(m_locale, option.fleet.gpus)).arg(prepared.gpusPerUnit)),
            row(tr("Average utilization"), formatPercent(m_locale, option.utilization)),
        };
        return table({escaped(tr("Figure")), escaped(tr("Value"))}, rows, QStringLiteral("lr"));
    }

    [[nodiscard]] QString assumptions() const
    {
        const ReportInputs inputs = reportInputs(m_scenario, m_catalog);
        QList<QStringList> rows;
        std::string group;
        for (const Assumption& assumption : inputs.assumptions) {
            if (assumption.group != group) {
                group = assumption.group;
                // An option's or offer's name comes back as it is.
                rows << QStringList{bold(escaped(QCoreApplication::translate("ReportInputs", group.c_str())))};
            }
            const QString label = assumption.field != nullptr
                ? fieldLabel(*assumption.field)
                : QCoreApplication::translate("ReportInputs", assumption.label.c_str());
            const QString unit = assumption.field != nullptr ? fieldUnit(*assumption.field, assumption.currency) : QString();
            const QString value = assumption.isChoice()
                ? escaped(assumption.text)
                : escaped(assumption.field != nullptr ? formatInputValue(m_locale, assumption.field->rule, assumption.value)
                                                      : formatDriverValue(m_locale, assumption.value));
            QString source = escaped(tr("scenario file"));
            if (assumption.source) {
                const std::string& asOf = inputs.sources[*assumption.source].provenance.asOf;
                const QString number = QStringLiteral("[%1]").arg(*assumption.source + 1);
                source = escaped(asOf.empty() ? number : tr("%1 as of %2").arg(number, toQString(asOf)));
            }
            rows << QStringList{
                QStringLiteral("%1<br/><span class=\"pointer\">%2</span>").arg(escaped(label), breakable(assumption.pointer)),
                value, escaped(unit), source};
        }
        const QString stale = stalePricesNotice(m_scenario, m_catalog, m_options.date, m_options.staleness, m_locale);
        // Said where the prices and their dates are listed, before the table the signer reads.
        const QString warning = stale.isEmpty()
            ? QString()
            : paragraph(bold(escaped(tr("On %1, the day of this report, an API price is old after %2 days and a cloud GPU "
                                        "price after %3.")
                                         .arg(textLocale(m_locale).toString(m_options.date, QLocale::LongFormat))
                                         .arg(m_options.staleness.apiDays)
                                         .arg(m_options.staleness.cloudDays)
                                     + QLatin1Char(' ') + stale)));
        return heading(tr("Assumptions"), true)
            + paragraph(escaped(
                tr("Every input of the scenario, with its unit and its place in the scenario file. A figure taken from the "
                   "catalog names its source, listed below by number, and the date the figure describes.")))
            + warning
            + table({escaped(tr("Input")), escaped(tr("Value")), escaped(tr("Unit")), escaped(tr("Source"))}, rows,
                    QStringLiteral("lrll"))
            + sources(inputs.sources);
    }

    [[nodiscard]] QString sources(const std::vector<ReportSource>& entries) const
    {
        if (entries.empty())
            return {};
        QList<QStringList> rows;
        for (std::size_t index = 0; index < entries.size(); ++index) {
            const ReportSource& entry = entries[index];
            const Provenance& provenance = entry.provenance;
            QString source = breakable(provenance.source);
            if (!provenance.notes.empty())
                source += QStringLiteral("<br/><span class=\"note\">%1</span>").arg(breakable(provenance.notes));
            const QString asOf
                = provenance.estimate ? tr("%1 (estimate)").arg(toQString(provenance.asOf)) : toQString(provenance.asOf);
            rows << QStringList{QString::number(index + 1),
                                escaped(tr("%1: %2 (%3)").arg(toQString(entry.kind), toQString(entry.name), toQString(entry.id))),
                                source, escaped(asOf)};
        }
        return QStringLiteral("<h3>%1</h3>").arg(escaped(tr("Sources")))
            + table({escaped(tr("No.")), escaped(tr("Entry")), escaped(tr("Source")), escaped(tr("As of"))}, rows,
                    QStringLiteral("rlll"), {5, 27, 50});
    }

    [[nodiscard]] QString sensitivity() const
    {
        const std::optional<Tornado>& result = m_results.tornado();
        if (!result)
            return {};
        QList<QStringList> rows;
        for (const TornadoBar& bar : shownBars(*result)) {
            rows << QStringList{escaped(driverNameWithUnit(bar.driver)),
                                escaped(formatInputValue(m_locale, bar.driver, bar.low)),
                                escaped(formatInputValue(m_locale, bar.driver, bar.high)),
                                escaped(formatAmount(m_locale, *bar.outcomeAtLow)),
                                escaped(formatAmount(m_locale, *bar.outcomeAtHigh)),
                                escaped(formatAmount(m_locale, bar.swing))};
        }
        return heading(tr("What matters most"), true)
            + paragraph(escaped(
                tr("The outcome measured: %1, now %2. Each input moves alone over its default range, which follows the kind "
                   "of number it is (an exchange rate ±5 %, a GPU-hour ±30 %, the volume ÷3 to ×3), or over the range the "
                   "scenario gives it, the others staying where they are; the inputs that move the outcome furthest come "
                   "first.")
                    .arg(outcomeName(m_scenario, result->outcome), money(result->base))))
            + chart(QStringLiteral("tornado"))
            // The currency in the headers, not in each of the six columns' cells, which it would widen
            // beyond the page.
            + table({escaped(tr("Input")), escaped(tr("Low")), escaped(tr("High")),
                     escaped(tr("Outcome at low (%1)").arg(currencyCode())),
                     escaped(tr("Outcome at high (%1)").arg(currencyCode())), escaped(tr("Swing (%1)").arg(currencyCode()))},
                    rows, QStringLiteral("lrrrrr"), {30, 14, 14, 14, 14, 14});
    }

    /// The outcome across two inputs, as the application's map shows it by default.
    [[nodiscard]] QString breakEvenMap() const
    {
        const QString picture = chart(QStringLiteral("break-even-map"));
        const std::optional<Outcome> outcome = m_results.outcome();
        if (picture.isEmpty() || !outcome)
            return {};
        const QString shading = outcome->kind == Outcome::Kind::MonthlyDifference
            ? tr("Each cell is coloured by the option that is cheaper there, fuller the more it saves; the line is the "
                 "break-even, where both cost the same, and the dot the scenario as it is.")
            : tr("Each cell is fuller the dearer a million tokens is there; the dot is the scenario as it is.");
        return heading(tr("Break-even map"), true)
            + paragraph(escaped(tr("The outcome measured, %1, across two inputs at once, each over the range a search spans. "
                                   "The workbook's Break-even map sheet holds the same table.")
                                    .arg(outcomeName(m_scenario, *outcome)))
                        + QLatin1Char(' ') + escaped(shading))
            + picture;
    }

    /// The file's variants beside the scenario as it is, as a spreadsheet's scenario summary lays
    /// them out: the inputs they change, each option's month, the outcome.
    [[nodiscard]] QString variants() const
    {
        const std::vector<Variant>& variants = m_scenario.analysis.variants;
        const std::optional<Outcome>& outcome = m_results.outcome();
        const std::optional<VariantComparison>& comparison = m_results.variants();
        if (variants.empty() || !outcome || !comparison)
            return {};
        // Below the map, which takes half a page.
        QString text = heading(tr("Variants"), false)
            + paragraph(escaped(tr("Each variant changes a few inputs of the scenario and keeps the others; every figure is "
                                   "worked out anew with the whole model. Monthly costs in %1 at each column's volume; the "
                                   "outcome is %2. Below it, the same over the horizon discounted to today, which growth, "
                                   "price trends and commitments move and a month does not.")
                                    .arg(currencyCode(), outcomeName(m_scenario, *outcome))));
        // Three variants beside the current values fit a portrait page; more go on in further tables.
        constexpr std::size_t VARIANTS_PER_TABLE = 3;
        for (std::size_t first = 0; first < comparison->variants.size(); first += VARIANTS_PER_TABLE)
            text += variantTable(*comparison, first, std::min(first + VARIANTS_PER_TABLE, comparison->variants.size()));
        return text;
    }

    /// The current values and the variants `first` to before `end`.
    [[nodiscard]] QString variantTable(const VariantComparison& comparison, std::size_t first, std::size_t end) const
    {
        std::vector<const VariantColumn*> columns{&comparison.current};
        QStringList header{escaped(tr("Input or result")), escaped(tr("Current values"))};
        for (std::size_t variant = first; variant < end; ++variant) {
            columns.push_back(&comparison.variants[variant]);
            header << escaped(comparison.variants[variant].name);
        }
        const auto cost = [&](const std::optional<double>& value) { return escaped(value ? money(*value) : tr("cannot run")); };
        QList<QStringList> rows;
        rows << QStringList{bold(escaped(tr("Changing inputs")))};
        for (std::size_t input = 0; input < comparison.inputs.size(); ++input) {
            QStringList cells{escaped(driverNameWithUnit(comparison.inputs[input]))};
            for (const VariantColumn* column : columns)
                cells << escaped(formatInputValue(m_locale, comparison.inputs[input], column->inputs[input]));
            rows << cells;
        }
        rows << QStringList{bold(escaped(tr("Results")))};
        for (std::size_t option = 0; option < comparison.options.size(); ++option) {
            QStringList cells{escaped(tr("%1, a month").arg(toQString(comparison.options[option])))};
            for (const VariantColumn* column : columns)
                cells << cost(column->monthly[option]);
            rows << cells;
        }
        QStringList outcome{bold(escaped(tr("Outcome")))};
        for (const VariantColumn* column : columns)
            outcome << bold(cost(column->outcome));
        rows << outcome;
        if (comparison.overHorizon) {
            QStringList overHorizon{bold(escaped(tr("Over %n months, present value", "", m_scenario.horizonMonths)))};
            for (const VariantColumn* column : columns)
                overHorizon << bold(cost(column->outcomeOverHorizon));
            rows << overHorizon;
        }
        // The names get room, the columns of figures share the rest evenly.
        constexpr int NAME_WIDTH = 28;
        QList<int> widths{NAME_WIDTH};
        for (std::size_t column = 0; column < columns.size(); ++column)
            widths << static_cast<int>((100 - NAME_WIDTH) / columns.size());
        return table(header, rows, QStringLiteral("l") + QString(static_cast<qsizetype>(columns.size()), QLatin1Char('r')),
                     widths);
    }

    /// The inputs drawn together, with their rank correlations and reasons, and what a run had to
    /// change when they were impossible together.
    [[nodiscard]] QString correlations(const UncertaintyResult& result) const
    {
        const std::vector<DriverCorrelation>& pairs = m_scenario.analysis.correlations;
        if (pairs.empty())
            return {};
        const auto nameOf = [&](const std::string& pointer) {
            const auto driver = std::ranges::find(result.drivers, pointer, &Driver::pointer);
            return driver != result.drivers.end() ? driverName(*driver) : toQString(pointer);
        };
        QList<QStringList> rows;
        for (const DriverCorrelation& pair : pairs) {
            const QString reason
                = pair.reason.empty() ? QString() : QStringLiteral("<br/><small>%1</small>").arg(escaped(toQString(pair.reason)));
            rows << QStringList{escaped(nameOf(pair.first)) + reason, escaped(nameOf(pair.second)),
                                escaped(number(pair.rankCorrelation, 2))};
        }
        QString text = table({escaped(tr("Drawn together")), escaped(tr("With")), escaped(tr("Rank correlation"))}, rows,
                             QStringLiteral("llr"));
        for (const CorrelationRepair& repair : result.run.correlationRepairs) {
            text
                += paragraph(escaped(tr("%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for "
                                        "are impossible together, and the nearest possible ones were used.")
                                         .arg(driverName(result.drivers[repair.first]), driverName(result.drivers[repair.second]),
                                              number(repair.used, 2), number(repair.asked, 2))),
                             QStringLiteral("note"));
        }
        return text;
    }

    [[nodiscard]] QString monteCarlo(const UncertaintyResult& result) const
    {
        const MonteCarloResult& run = result.run;
        QString text = heading(tr("How sure are we: Monte Carlo"), true);
        text += paragraph(
            escaped((m_scenario.analysis.sampling == Sampling::LatinHypercube
                         ? tr("The inputs below were drawn together from their distributions %1 times by Latin hypercube "
                              "sampling (seed %2) and the outcome, %3, computed for each draw with the whole cost model.")
                         : tr("The inputs below were drawn together from their distributions %1 times (seed %2) and the "
                              "outcome, %3, computed for each draw with the whole cost model."))
                        .arg(formatWhole(m_locale, static_cast<double>(run.samples)))
                        .arg(run.seed)
                        .arg(outcomeName(m_scenario, result.outcome))));
        if (const std::optional<GpusAgainstApi>& pair = result.gpusAgainstApi) {
            text += paragraph(
                escaped(tr("Probability that %1 costs less than %2: %3.")
                            .arg(toQString(optionName(m_scenario, pair->gpus)), toQString(optionName(m_scenario, pair->api)),
                                 formatPercent(m_locale, pair->probabilityGpusCheaper))),
                QStringLiteral("headline"));
        }
        text += chart(QStringLiteral("uncertainty"));
        const SampleSummary& outcome = run.outcome;
        QList<QStringList> percentiles;
        for (const auto& [name, value] :
             {std::pair{tr("P5"), outcome.percentile5}, std::pair{tr("P10"), outcome.percentile10},
              std::pair{tr("P50 (median)"), outcome.percentile50}, std::pair{tr("P90"), outcome.percentile90},
              std::pair{tr("P95"), outcome.percentile95}, std::pair{tr("Mean"), outcome.mean}})
            percentiles << QStringList{escaped(name), escaped(money(value))};
        text += table({escaped(tr("Statistic")), escaped(tr("Outcome"))}, percentiles, QStringLiteral("lr"));
        QList<QStringList> inputs;
        for (const InputImportance& importance : run.importance) {
            const Driver& driver = result.drivers[importance.input];
            const auto distribution
                = std::ranges::find(m_scenario.analysis.distributions, driver.pointer, &DriverDistribution::pointer);
            const QString drawn = distribution != m_scenario.analysis.distributions.end()
                ? tr("%1: %2").arg(distributionKindLabel(distribution->distribution.kind),
                                   distributionSummary(distribution->distribution, &driver))
                : QString();
            // The reason for the range, with its source, under the distribution.
            const QString reason = distribution != m_scenario.analysis.distributions.end() && !distribution->reason.empty()
                ? QStringLiteral("<br/><small>%1</small>").arg(escaped(toQString(distribution->reason)))
                : QString();
            inputs << QStringList{escaped(driverNameWithUnit(driver)), escaped(drawn) + reason,
                                  escaped(number(importance.rankCorrelation, 2)),
                                  escaped(formatPercent(m_locale, importance.varianceShare))};
        }
        text += table({escaped(tr("Input")), escaped(tr("Distribution")), escaped(tr("Rank correlation")),
                       escaped(tr("Share of variance"))},
                      inputs, QStringLiteral("llrr"));
        text += correlations(result);
        if (run.nonFiniteSamples > 0)
            text += paragraph(escaped(tr("%1 samples in which a self-hosted option could not run are left out.")
                                          .arg(formatWhole(m_locale, static_cast<double>(run.nonFiniteSamples)))),
                              QStringLiteral("note"));
        return text;
    }

    [[nodiscard]] QString cluster(const ClusterStudy& study) const
    {
        QString text = heading(tr("The cluster: placement and scheduling"), true);
        text += paragraph(escaped(tr("The scenario's cluster, simulated on the same jobs under each scheduling policy: %1")
                                      .arg(clusterDescription(m_locale, study))));
        for (const PolicyWorth& worth : study.worth)
            text += paragraph(escaped(worthSentence(m_locale, study, worth)), QStringLiteral("headline"));
        text += chart(QStringLiteral("cluster"));
        QStringList header{escaped(tr("Policy"))};
        for (const QString& name : policyFigureHeaders())
            header << escaped(QString(name).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        QList<QStringList> rows;
        for (const PolicyOutcome& outcome : study.outcomes) {
            QStringList row{escaped(policyTitle(outcome.run.policy))};
            for (const QString& cell : policyFigures(m_locale, study, outcome))
                row << escaped(cell);
            rows << row;
        }
        // The policies' names get room to stand on a line or two.
        text += table(header, rows, QStringLiteral("lrrrrrrrr"), {22, 8, 8, 9, 13, 10, 10, 10, 10});
        return text
            + paragraph(
                   escaped(tr("Usable: GPU-hours of work done at full speed, of the cluster's. Stranded: GPU-hours free while a "
                              "waiting job asked for no more GPUs than were free. Lost to placement: busy GPU-hours beyond "
                              "the work, spent by jobs split over more NVLink domains than they need. Scheduler efficiency: "
                              "useful GPU-hours "
                              "over those busy or stranded, what the sizing's scheduler efficiency stands for. Waits run from a "
                              "job's "
                              "arrival to its start; one still waiting at the end counts its wait so far. A useful "
                              "GPU-hour costs the GPU-hour's price, %1, over the usable share.")
                               .arg(formatMoney(m_locale, Money{study.pricePerGpuHour, study.currency}))),
                   QStringLiteral("note"));
    }

    [[nodiscard]] QString methodology() const
    {
        const std::pair<QString, QString> method[]{
            {tr("Volume."),
             tr("A month is 30.4375 days; the request's input and output tokens set the mix, and input splits into cached, "
                "cache-written and plain tokens.")},
            {tr("API offers."),
             tr("Each token class is priced once at its catalog price; the batch discount applies to the batched share, "
                "the committed-spend discount last. An API bill is proportional to volume.")},
            {tr("Self-hosted options."),
             tr("Sizing finds every layout of GPUs that holds the model with room for its KV cache and estimates its throughput "
                "from "
                "the GPU's memory bandwidth and compute, with efficiency factors calibrated on published measurements. The fleet "
                "is the "
                "fewest GPUs whose replicas serve the busiest hour. Rented GPUs cost their hourly price plus the cloud's extras; "
                "owned "
                "servers are depreciated to their residual value over their life, with the cost of capital, power at the site's "
                "PUE, "
                "colocation and maintenance. Staff, software and other costs are added to either.")},
            {tr("Break-even and time."),
             tr("The break-even volume is exact: a fleet's cost is a staircase in volume, an API bill a line, and the search "
                "walks the "
                "stairs. Over the horizon, each month's fleet follows that month's volume; the net present value discounts each "
                "month "
                "at the scenario's yearly rate.")},
            {tr("Currencies."),
             tr("Every amount is converted into the display currency at the exchange rates the scenario states, with "
                "their dates, before anything is added up.")},
        };
        const QStringList limits{
            tr("Prices are flat: no volume tiers, no long-context surcharges, no price changes over the horizon."),
            tr("Growth is smooth; the peak factor covers the busiest hour, not seasonal peaks."),
            tr("An owned fleet is kept to the end of the horizon; servers are not sold at their remaining value."),
            tr("Taxes, and the tax treatment of depreciation, are not modelled."),
            tr("The API is assumed to serve the whole volume at its list quality and speed; rate limits and the difference in "
               "quality "
               "between models are the reader's judgement."),
            tr("Serving engines differ more than one set of efficiency factors can say: throughput estimates for dense models "
               "land "
               "within about 15 % of published measurements, those for mixtures of experts within about 35 %."),
            tr("Time to first token and queueing delay are not estimated; the speed target bounds only the decoding speed."),
        };
        QString text = heading(tr("Method and limits"), true);
        for (const auto& [lead, item] : method)
            text += paragraph(QStringLiteral("%1 %2").arg(bold(escaped(lead)), escaped(item)));
        text += QStringLiteral("<h3>%1</h3><ul>").arg(escaped(tr("What the model leaves out")));
        for (const QString& item : limits)
            text += QStringLiteral("<li>%1</li>").arg(escaped(item));
        return text + QStringLiteral("</ul>");
    }

    const Scenario& m_scenario;
    const Catalog& m_catalog;
    const Results& m_results;
    const ScenarioPresenter& m_presenter;
    const ReportOptions& m_options;
    QLocale m_locale;
    const std::vector<ReportChart>& m_charts;
};

} // namespace

QString reportHtml(const ScenarioPresenter& scenario, const ReportOptions& options, const std::vector<ReportChart>& charts)
{
    return ReportText(scenario, options, charts).html();
}

QString reportStyleSheet()
{
    return QStringLiteral("h1 { font-size: 17pt; font-weight: 600; margin-bottom: 5px; }"
                          "h2 { font-size: 13pt; font-weight: 600; color: #1d3557; margin-top: 14px; margin-bottom: 7px; }"
                          "h2.newpage { page-break-before: always; margin-top: 0px; }"
                          "h3 { font-size: 10.5pt; font-weight: 600; margin-top: 12px; margin-bottom: 5px; }"
                          "p { margin-top: 0px; margin-bottom: 7px; }"
                          "p.headline { font-size: 11.5pt; font-weight: 600; }"
                          "p.answer { font-size: 11.5pt; }"
                          "p.meta { color: #444444; }"
                          "p.note, span.note { color: #555555; font-size: 8pt; }"
                          "h4 { font-size: 9.5pt; font-weight: 600; margin-top: 10px; margin-bottom: 2px; }"
                          "span.legend { font-size: 8pt; font-weight: 400; }"
                          "p.chart { margin-bottom: 10px; }"
                          "table { border-collapse: collapse; border-color: #b0b8c4; margin-bottom: 10px; }"
                          "th { background-color: #e6ebf1; font-size: 8pt; font-weight: 600; }"
                          "td { font-size: 8pt; }"
                          "td.group { background-color: #f3f5f8; }"
                          "span.pointer { font-size: 6.5pt; color: #666666; }"
                          "li { margin-bottom: 4px; }");
}

} // namespace tco::ui
