#pragma once

#include "analysis/Outcome.h"
#include "analysis/Variants.h"
#include "json/Issue.h"
#include "presenters/ComparisonModel.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <string>

namespace tco::ui {

class ScenarioPresenter;

/// The scenario's named variants (/analysis/variants) side by side with its current values, as
/// a spreadsheet's scenario summary lays them out: a column for the current values, then one per
/// variant; a row per input some variant changes, then each option's monthly cost, the outcome
/// the analyses measure and its change from the current values, then the same outcome over the
/// horizon in present value (where growth, price trends and commitments show) and its change.
///
/// A variant's input cells are editable: a value typed in is set in the variant, an emptied cell
/// takes the current value again. Every change is an edit of the scenario file, validated and
/// undone as one step; a refused one is reported through editRefused().
class VariantsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        /// The figure as a spreadsheet reads it (tabSeparated()): a plain number, no symbol or grouping.
        ExportRole = ComparisonModel::ExportRole,
        /// The input's JSON pointer ("/workload/tokens_per_day"), on an input row.
        PointerRole,
        /// Whether the variant sets the input itself, rather than taking the current value.
        SetByVariantRole,
    };

    /// What a row shows.
    enum class RowKind { Input, MonthlyCost, Outcome, Change, PercentChange };

    explicit VariantsModel(ScenarioPresenter& scenario, QObject* parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Sets a variant's input to the number typed in (in the user's locale, or as in the file:
    /// 1e8), or, for an empty text, makes the variant take the current value again.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    [[nodiscard]] RowKind rowKind(int row) const;
    /// Whether an outcome or change row measures the horizon rather than a month.
    [[nodiscard]] bool overHorizon(int row) const;
    /// The variant a column shows (its place in /analysis/variants), or nothing for the current values.
    [[nodiscard]] static std::optional<std::size_t> variantAt(int column);
    [[nodiscard]] static int columnOf(std::size_t variant);
    /// The row of the input at `pointer`, or -1 when no variant sets it.
    [[nodiscard]] int rowOf(const std::string& pointer) const;
    /// What the outcome rows measure, when the scenario has two options to compare.
    [[nodiscard]] const std::optional<Outcome>& outcome() const { return m_outcome; }
    /// "What 2× H100 rented costs a month more than Claude Opus 4.5 API"; empty without an outcome.
    [[nodiscard]] QString outcomeDescription() const;
    /// "What 2× H100 rented costs more than Claude Opus 4.5 API over 36 months, discounted to
    /// today"; empty without an outcome.
    [[nodiscard]] QString horizonOutcomeDescription() const;

    /// Appends a variant named `name` that sets the input at `pointer` to its current value, for
    /// the user to change; a variant changes at least one input.
    Issues addVariant(const QString& name, const std::string& pointer);
    /// Sets the input at `pointer` in the variant to its current value.
    Issues addInput(std::size_t variant, const std::string& pointer);
    Issues setInput(std::size_t variant, const std::string& pointer, double value);
    /// Stops the variant setting the input, which then takes the current value.
    Issues useCurrentValue(std::size_t variant, const std::string& pointer);
    Issues renameVariant(std::size_t variant, const QString& name);
    Issues removeVariant(std::size_t variant);

    /// "Variant 2": a name no variant has yet, for a new one.
    [[nodiscard]] QString unusedName() const;

signals:
    /// A change was refused and the scenario left as it was; `problems` holds one line per issue,
    /// each naming its JSON pointer.
    void editRefused(const QString& change, const QStringList& problems);

private:
    void refresh();
    /// Applies the changes as one undoable step, or reports why the scenario refuses them.
    Issues apply(const std::vector<Override>& changes, const QString& description);
    /// Refuses `message` about `pointer` without touching the scenario.
    Issues refuse(const QString& description, std::string pointer, const QString& message);
    [[nodiscard]] const VariantColumn& columnAt(int column) const;
    /// The place of the input's setting in the variant's /set, if the variant sets it.
    [[nodiscard]] std::optional<std::size_t> settingOf(std::size_t variant, const std::string& pointer) const;
    [[nodiscard]] QString text(int row, int column) const;
    [[nodiscard]] QString label(int row) const;
    /// The outcome rows per measure: the outcome, and its two changes where there are variants.
    [[nodiscard]] int rowsPerMeasure() const;
    /// The number a result cell shows, if it has one.
    [[nodiscard]] std::optional<double> result(int row, int column) const;
    [[nodiscard]] QString variantName(std::size_t variant) const;
    [[nodiscard]] std::optional<std::size_t> variantNamed(const QString& name) const;

    ScenarioPresenter& m_scenario;
    std::optional<Outcome> m_outcome;
    /// Empty only if the scenario's variants name inputs it lacks, which validation prevents.
    std::optional<VariantComparison> m_comparison;
};

} // namespace tco::ui
