#pragma once

#include "presenters/EditorFields.h"
#include "scenario/ScenarioEdit.h"

#include <nlohmann/json_fwd.hpp>

#include <QLocale>
#include <QWidget>

#include <expected>
#include <functional>
#include <string>
#include <vector>

class QHBoxLayout;
class QLabel;

namespace tco::ui {

class IssueLabel;

/// What a field needs to show its value or to turn its input into changes.
struct EditorContext {
    /// The scenario as its document, which fields read by JSON pointer.
    const nlohmann::ordered_json& document;
    const Scenario& scenario;
    const Catalog& catalog;
    QLocale locale;
};

/// How a field differs from one that shows and sets the value at its pointer.
struct FieldHooks {
    /// Turns the chosen value (an id, a choice's name, "true") into the changes it stands for,
    /// where that is more than the value at the pointer: an option's GPU moves its cloud offer.
    std::function<std::vector<Override>(const EditorContext&, const QString& value)> change;
    /// The GPU whose offers a cloud-price picker lists, which the scenario decides.
    std::function<std::string(const EditorContext&)> gpuFilter;
    /// The value is which of the choices is a key of the object at the pointer ("rented" or
    /// "owned"), or for a check box whether the pointer exists.
    bool valueIsPresence = false;
};

/// One field of the scenario editor: its input, its unit and the messages about its value.
///
/// It shows the scenario's value unless it holds text the scenario refused, which it keeps so
/// that the user can correct it; a successful edit or Escape ends that.
class FieldWidget : public QWidget {
    Q_OBJECT

public:
    FieldWidget(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent = nullptr);
    ~FieldWidget() override;

    [[nodiscard]] const EditorField& field() const { return m_field; }
    [[nodiscard]] const std::string& pointer() const { return m_pointer; }
    /// The unit after the input, or nullptr for a field without one.
    [[nodiscard]] QLabel* unitLabel() const;
    /// The widget the user types into or picks with, for a form label's buddy.
    [[nodiscard]] QWidget* input() const { return m_input; }

    /// Marks the field as holding text the scenario refused, which refresh() then leaves alone.
    void setRefused(bool refused) { m_refused = refused; }

    /// Shows the scenario's value; a field with refused text, or one being typed into, keeps
    /// its text unless `force`d.
    void refresh(const EditorContext& context, bool force = false);
    /// The changes the input stands for, or why it stands for none ("“abc” is not a number").
    [[nodiscard]] std::expected<std::vector<Override>, QString> changes(const EditorContext& context) const;

signals:
    /// The user finished entering a value that differs from the one shown.
    void committed();
    /// The user asked for the scenario's value back.
    void reverted();

protected:
    /// Shows `value`, null when the document lacks it.
    virtual void show(const nlohmann::ordered_json& value, const EditorContext& context) = 0;
    /// Everything the user can change in the input, as text: whether it differs from what
    /// show() left tells whether there is anything to commit.
    [[nodiscard]] virtual QString state() const = 0;
    /// The value as entered, in the form fieldJson() reads (typed text, an id, "true"), or why
    /// the input names none; the state itself unless a field says otherwise.
    [[nodiscard]] virtual std::expected<QString, QString> value() const { return state(); }
    /// The currency of a money amount.
    [[nodiscard]] virtual QString currency() const { return {}; }
    void keyPressEvent(QKeyEvent* event) override;

    /// Puts the input in the field's row, named after the field ("tokensPerDayField") and
    /// explained by its tooltip.
    void setInput(QWidget* widget);
    /// Adds another part to the row after the input, before the unit: a currency.
    void addInput(QWidget* widget);
    /// Adds a line of small text under the row, for a picker's source.
    void addNote(QLabel* note);
    /// Emits committed() when the input differs from what is shown, or holds refused text.
    void commitIfEdited();
    [[nodiscard]] const FieldHooks& hooks() const { return m_hooks; }
    /// Whether the input differs from what show() last put there.
    [[nodiscard]] bool isEdited() const { return state() != m_shownState; }
    /// The object name of a part of the field: "tokensPerDay" and "Field" give "tokensPerDayField".
    [[nodiscard]] QString partName(const char* part) const;

private:
    EditorField m_field;
    std::string m_pointer;
    FieldHooks m_hooks;
    QHBoxLayout* m_row = nullptr;
    QWidget* m_input = nullptr;
    QString m_shownState;
    QLabel* m_unit = nullptr;
    IssueLabel* m_issues = nullptr;
    bool m_refused = false;
};

/// The value at `pointer` in `document`, or null when there is none.
[[nodiscard]] const nlohmann::ordered_json& valueAt(const nlohmann::ordered_json& document, const std::string& pointer);

/// Small, muted text under a field, for a catalog entry's figures and source.
[[nodiscard]] QLabel* noteLabel(QWidget* parent);

} // namespace tco::ui
