#pragma once

#include "views/editor/FieldWidget.h"

class QComboBox;
class QLineEdit;

namespace tco::ui {

/// A value typed on one line: text, a number, a percentage, or an amount with its currency.
/// Numbers are read and shown in the user's locale; the value is committed when the user
/// presses Enter or leaves the field.
class LineField : public FieldWidget {
    Q_OBJECT

public:
    LineField(EditorField field, std::string pointer, FieldHooks hooks = {}, QWidget* parent = nullptr);

protected:
    void show(const nlohmann::ordered_json& value, const EditorContext& context) override;
    [[nodiscard]] QString state() const override;
    [[nodiscard]] std::expected<QString, QString> value() const override;
    [[nodiscard]] QString currency() const override;

private:
    void showCurrency(const nlohmann::ordered_json& value, const EditorContext& context);

    QLineEdit* m_edit = nullptr;
    /// The currency of a money field.
    QComboBox* m_currency = nullptr;
};

} // namespace tco::ui
