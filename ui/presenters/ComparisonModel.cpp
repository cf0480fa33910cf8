#include "presenters/ComparisonModel.h"

#include "cost/Comparison.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <limits>

namespace tco::ui {

ComparisonModel::ComparisonModel(const ScenarioPresenter& scenario, QObject* parent)
    : QAbstractTableModel(parent)
    , m_scenario(scenario)
{
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_scenario.results().options().size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int ComparisonModel::cheapestRow() const
{
    const std::vector<OptionSummary>& options = m_scenario.results().options();
    const OptionSummary* cheapest = cheapestOption(options);
    return cheapest != nullptr ? static_cast<int>(cheapest - options.data()) : -1;
}

std::optional<double> ComparisonModel::figure(int row, int column) const
{
    const OptionSummary& option = m_scenario.results().options()[static_cast<std::size_t>(row)];
    if (!option.feasible)
        return std::nullopt;
    const double cheapest = m_scenario.results().options()[static_cast<std::size_t>(cheapestRow())].monthly.total();
    switch (column) {
    case Monthly:
        return option.monthly.total();
    case PerMillionTokens:
        return option.costPerMillionTokens;
    case Gpus:
        return option.runsGpus() ? std::optional<double>(static_cast<double>(option.fleet.gpus)) : std::nullopt;
    case Utilization:
        return option.replica != nullptr ? std::optional<double>(option.utilization) : std::nullopt;
    case HorizonTotal:
        return option.horizon->cumulative;
    case NetPresentValue:
        return option.horizon->netPresentValue;
    case MoreThanCheapest:
        return option.monthly.total() - cheapest;
    case PercentMoreThanCheapest:
        return cheapest > 0.0 ? std::optional<double>(option.monthly.total() / cheapest - 1.0) : std::nullopt;
    default:
        return std::nullopt;
    }
}

QString ComparisonModel::text(int row, int column) const
{
    const OptionSummary& option = m_scenario.results().options()[static_cast<std::size_t>(row)];
    const QLocale locale;
    if (column == Name)
        return QString::fromStdString(option.name);
    if (!option.feasible)
        return column == Monthly ? tr("cannot run") : QString();
    const std::optional<double> value = figure(row, column);
    if (!value)
        return {};
    switch (column) {
    case Gpus:
        return formatWhole(locale, *value);
    case Utilization:
    case PercentMoreThanCheapest:
        return row == cheapestRow() && column == PercentMoreThanCheapest ? QString() : formatPercent(locale, *value);
    case MoreThanCheapest:
        return row == cheapestRow() ? tr("cheapest") : QStringLiteral("+") + formatAmount(locale, *value);
    default:
        return formatAmount(locale, *value);
    }
}

QString ComparisonModel::layoutToolTip(const OptionSummary& option) const
{
    const Results& results = m_scenario.results();
    const PreparedSelfHosted& prepared = results.prepared().selfHosted[*selfHostedOptionOf(m_scenario.scenario(), option.ref)];
    const SizingResult& replica = prepared.layouts[option.fleet.layout].replica;
    const QString layouts
        = tr("%1 of %2 (%3 output tokens/s per user, first token in %4 ms): the fewest GPUs at today's volume of the %5 layouts "
             "the "
             "fleet could be built of.")
              .arg(option.fleet.replicas == 1 ? tr("1 replica") : tr("%1 replicas").arg(option.fleet.replicas))
              .arg(QString::fromStdString(describeLayout(replica.layout)))
              .arg(formatNumber(QLocale(), replica.operating.perUser.value(), 1))
              .arg(formatWhole(QLocale(), replica.operating.timeToFirstToken.value() * 1e3))
              .arg(prepared.layouts.size());
    if (option.hybrid == nullptr)
        return layouts;
    return layouts + QLatin1Char(' ')
        + tr("They serve every hour up to %1 the average rate; the busier hours send %2 of the tokens to the API.")
              .arg(formatMultiple(QLocale(), option.hybrid->capacity), formatPercent(QLocale(), option.hybrid->overflowShare));
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const OptionSummary& option = m_scenario.results().options()[static_cast<std::size_t>(row)];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case Qt::ToolTipRole:
        if (!option.feasible)
            return QString::fromStdString(option.reason);
        // The name in full, which a narrow column elides.
        if (column == Name)
            return tr("%1 (%2)", "an option, its kind")
                .arg(toQString(option.name),
                     option.ref.kind == OptionKind::SelfHosted ? tr("Self-hosted")
                         : option.ref.kind == OptionKind::Api  ? tr("API offer")
                                                               : tr("Hybrid"));
        if (column == Gpus && option.replica != nullptr)
            return layoutToolTip(option);
        return {};
    case Qt::TextAlignmentRole:
        return column == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row == cheapestRow()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        // A translucent green reads as a highlight on light and dark backgrounds alike.
        return row == cheapestRow() ? QVariant(QColor(46, 160, 67, 60)) : QVariant();
    case SortRole: {
        if (column == Name)
            return QString::fromStdString(option.name);
        // Options that cannot run sort after every figure.
        const std::optional<double> value = figure(row, column);
        return value ? QVariant(*value) : QVariant(std::numeric_limits<double>::infinity());
    }
    case ExportRole: {
        if (column == Name)
            return QString::fromStdString(option.name);
        const std::optional<double> value = figure(row, column);
        if (!value)
            return QString();
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(*value, 'f',
                               column == Gpus                                                   ? 0
                                   : column == Utilization || column == PercentMoreThanCheapest ? 4
                                                                                                : 2);
    }
    case CheapestRole:
        return row == cheapestRow();
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != ExportRole))
        return {};
    const QString currency = toQString(m_scenario.scenario().currency.display.code());
    QString name;
    QString unit = currency;
    switch (section) {
    case Name:
        return tr("Option");
    case Monthly:
        name = tr("Monthly");
        break;
    case PerMillionTokens:
        name = tr("Per M tokens");
        break;
    case Gpus:
        return tr("GPUs");
    case Utilization:
        return tr("Utilization");
    case HorizonTotal:
        name = tr("%1 months").arg(m_scenario.scenario().horizonMonths);
        break;
    case NetPresentValue:
        name = tr("NPV");
        break;
    case MoreThanCheapest:
        name = tr("Over cheapest");
        break;
    case PercentMoreThanCheapest:
        name = tr("Over cheapest");
        unit = QStringLiteral("%");
        break;
    default:
        return {};
    }
    if (role == ExportRole)
        return tr("%1 (%2)", "a column's name and its unit").arg(name, unit);
    // On screen the unit goes on a second line, so that every column fits at 1280 pixels; the
    // percentage beside the amount over the cheapest is headed by its unit alone.
    if (section == PercentMoreThanCheapest)
        return QStringLiteral("\n(%)");
    return tr("%1\n(%2)", "a column's name above its unit").arg(name, unit);
}

QString headerText(const QAbstractItemModel& model, int column)
{
    const QVariant exported = model.headerData(column, Qt::Horizontal, ComparisonModel::ExportRole);
    return (exported.isValid() ? exported : model.headerData(column, Qt::Horizontal)).toString();
}

QString tabSeparated(const QAbstractItemModel& model)
{
    // A model whose rows are labelled in its vertical header (VariantsModel) gives the labels a first column.
    const bool rowLabels = model.rowCount() > 0 && model.headerData(0, Qt::Vertical, ComparisonModel::ExportRole).isValid();
    QStringList lines;
    QStringList header;
    if (rowLabels)
        header << QString();
    for (int column = 0; column < model.columnCount(); ++column)
        header << headerText(model, column);
    lines << header.join(QLatin1Char('\t'));
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        if (rowLabels)
            cells << model.headerData(row, Qt::Vertical, ComparisonModel::ExportRole).toString();
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data(ComparisonModel::ExportRole).toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace tco::ui
