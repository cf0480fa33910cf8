#include "views/CorrelationDialog.h"

#include "analysis/RankCorrelation.h"
#include "presenters/EditorFields.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"

#include <nlohmann/json.hpp>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tco::ui {
namespace {

/// The width of a column of correlations, in characters: "−0.75" and a margin.
constexpr int CELL_CHARACTERS = 7;

} // namespace

CorrelationDialog::CorrelationDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Correlations"));
    const Scenario& current = scenario.scenario();
    const std::vector<Driver> drivers = scenarioDrivers(current, scenario.catalog());
    QStringList names;
    for (const DriverDistribution& entry : current.analysis.distributions) {
        m_pointers.push_back(entry.pointer);
        const auto driver = std::ranges::find(drivers, entry.pointer, &Driver::pointer);
        names << (driver != drivers.end() ? driverName(*driver) : toQString(entry.pointer));
    }
    const auto size = static_cast<int>(m_pointers.size());
    m_matrix = new QTableWidget(size, size, this);
    m_matrix->setObjectName(QStringLiteral("correlationMatrix"));
    QStringList rowLabels;
    QStringList columnLabels;
    for (int index = 0; index < size; ++index) {
        rowLabels << tr("%1. %2", "an input's number and name").arg(index + 1).arg(names[index]);
        columnLabels << QString::number(index + 1);
    }
    m_matrix->setVerticalHeaderLabels(rowLabels);
    m_matrix->setHorizontalHeaderLabels(columnLabels);
    for (int column = 0; column < size; ++column)
        m_matrix->horizontalHeaderItem(column)->setToolTip(names[column]);
    m_matrix->horizontalHeader()->setDefaultSectionSize(m_matrix->fontMetrics().averageCharWidth() * CELL_CHARACTERS);
    const QColor mirrored = palette().color(QPalette::Disabled, QPalette::Text);
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (row == column) {
                item->setText(formatNumber(QLocale(), 1.0));
            } else {
                const auto r = static_cast<std::size_t>(std::min(row, column));
                const auto c = static_cast<std::size_t>(std::max(row, column));
                const DriverCorrelation* pair = findCorrelation(current.analysis.correlations, m_pointers[r], m_pointers[c]);
                if (pair != nullptr) {
                    item->setText(formatNumber(QLocale(), pair->rankCorrelation));
                    item->setToolTip(toQString(pair->reason));
                }
            }
            // The upper triangle is edited; the diagonal and the mirror only show.
            if (column <= row) {
                item->setFlags(Qt::ItemIsEnabled);
                item->setForeground(mirrored);
            }
            m_matrix->setItem(row, column, item);
        }
    }

    // Large enough to show every cell, up to a dozen inputs; more scroll.
    constexpr int MOST_SHOWN = 12;
    const int visible = std::min(size, MOST_SHOWN);
    const int scrollBar = m_matrix->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    m_matrix->setMinimumSize(
        m_matrix->verticalHeader()->sizeHint().width() + m_matrix->horizontalHeader()->defaultSectionSize() * visible
            + 2 * m_matrix->frameWidth() + scrollBar,
        m_matrix->horizontalHeader()->sizeHint().height() + m_matrix->verticalHeader()->defaultSectionSize() * visible
            + 2 * m_matrix->frameWidth() + scrollBar);
    auto* explanation = new QLabel(tr("The rank correlation of each pair of inputs a run draws together, from −1 (one high when "
                                      "the other is low) to 1 (high together); empty for independent."),
                                   this);
    explanation->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("correlationMessage"));
    m_message->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(m_matrix, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &CorrelationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CorrelationDialog::reject);
    connect(m_matrix, &QTableWidget::cellChanged, this, &CorrelationDialog::cellEdited);
    check();
}

void CorrelationDialog::cellEdited(int row, int column)
{
    if (column <= row)
        return;
    const QSignalBlocker quiet(m_matrix);
    m_matrix->item(column, row)->setText(m_matrix->item(row, column)->text());
    check();
}

bool CorrelationDialog::check()
{
    const std::size_t size = m_pointers.size();
    std::vector<InputCorrelation> pairs;
    for (std::size_t row = 0; row < size; ++row) {
        for (std::size_t column = row + 1; column < size; ++column) {
            const QString text = m_matrix->item(static_cast<int>(row), static_cast<int>(column))->text().trimmed();
            if (text.isEmpty())
                continue;
            const std::optional<double> value = parseNumber(QLocale(), text);
            if (!value || !(std::abs(*value) <= 1.0)) {
                m_message->setText(
                    tr("Inputs %1 and %2: %3 is not a correlation from −1 to 1.").arg(row + 1).arg(column + 1).arg(text));
                return false;
            }
            if (*value != 0.0)
                pairs.push_back({row, column, *value});
        }
    }
    const UsableCorrelations usable = usableCorrelations(correlationMatrix(size, pairs));
    if (usable.repairs.empty()) {
        m_message->clear();
        return true;
    }
    QStringList changes;
    for (const CorrelationRepair& repair : usable.repairs) {
        changes << tr("%1 and %2: %3 instead of %4", "inputs' numbers: the correlation used instead of the one asked for")
                       .arg(repair.first + 1)
                       .arg(repair.second + 1)
                       .arg(formatNumber(QLocale(), repair.used, 2), formatNumber(QLocale(), repair.asked, 2));
    }
    m_message->setText(tr("These correlations are impossible together; a run would draw the nearest possible ones: %1.")
                           .arg(changes.join(QStringLiteral("; "))));
    return true;
}

void CorrelationDialog::accept()
{
    if (!check())
        return;
    const std::vector<DriverCorrelation>& before = m_scenario.scenario().analysis.correlations;
    nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
    for (std::size_t row = 0; row < m_pointers.size(); ++row) {
        for (std::size_t column = row + 1; column < m_pointers.size(); ++column) {
            const std::optional<double> value
                = parseNumber(QLocale(), m_matrix->item(static_cast<int>(row), static_cast<int>(column))->text().trimmed());
            if (!value || *value == 0.0)
                continue;
            // A pair the file had keeps its order and its reason.
            const DriverCorrelation* kept = findCorrelation(before, m_pointers[row], m_pointers[column]);
            nlohmann::ordered_json pair{{"first", kept != nullptr ? kept->first : m_pointers[row]},
                                        {"second", kept != nullptr ? kept->second : m_pointers[column]},
                                        {"rank_correlation", *value}};
            if (kept != nullptr && !kept->reason.empty())
                pair["reason"] = kept->reason;
            pairs.push_back(std::move(pair));
        }
    }
    const Issues issues = m_scenario.edit({{"/analysis/correlations", pairs.empty() ? std::string("null") : pairs.dump()}},
                                          tr("Change correlations"));
    if (!issues.empty()) {
        m_message->setText(describeIssues(issues).join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace tco::ui
