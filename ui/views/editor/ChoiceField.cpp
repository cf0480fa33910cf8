#include "views/editor/ChoiceField.h"

#include <nlohmann/json.hpp>

#include <QComboBox>

namespace tco::ui {

ChoiceField::ChoiceField(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : FieldWidget(std::move(field), std::move(pointer), std::move(hooks), parent)
{
    m_combo = new QComboBox(this);
    if (this->field().optional)
        m_combo->addItem(this->field().placeholder, QString());
    for (const FieldChoice& choice : this->field().choices)
        m_combo->addItem(choice.label, QString::fromStdString(choice.name));
    setInput(m_combo);
    connect(m_combo, &QComboBox::activated, this, &ChoiceField::commitIfEdited);
}

void ChoiceField::show(const nlohmann::ordered_json& value, const EditorContext& context)
{
    const QString name = value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
    const QSignalBlocker blocker(m_combo);
    // The scenario's currencies change with its exchange rates, its options' names as they are
    // renamed, added and removed.
    if (const std::optional<QStringList> names = scenarioChoices(field().kind, context.scenario)) {
        QStringList shown;
        for (int i = 0; i < m_combo->count(); ++i)
            shown << m_combo->itemData(i).toString();
        if (shown != *names) {
            m_combo->clear();
            for (const QString& choice : *names)
                m_combo->addItem(choice, choice);
        }
    }
    int index = m_combo->findData(name);
    if (index < 0 && !name.isEmpty()) {
        m_combo->addItem(name, name);
        index = m_combo->count() - 1;
    }
    m_combo->setCurrentIndex(index);
}

QString ChoiceField::state() const
{
    return m_combo->currentData().toString();
}

} // namespace tco::ui
