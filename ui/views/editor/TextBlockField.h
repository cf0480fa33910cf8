#pragma once

#include "views/editor/FieldWidget.h"

class QPlainTextEdit;

namespace tco::ui {

/// A few sentences of text (a scenario's description), committed when the user leaves the field.
class TextBlockField : public FieldWidget {
    Q_OBJECT

public:
    TextBlockField(EditorField field, std::string pointer, FieldHooks hooks = {}, QWidget* parent = nullptr);

protected:
    void show(const nlohmann::ordered_json& value, const EditorContext& context) override;
    [[nodiscard]] QString state() const override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPlainTextEdit* m_edit = nullptr;
};

} // namespace tco::ui
