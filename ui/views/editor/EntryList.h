#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QWidget>

#include <functional>
#include <string>

class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace tco::ui {

class IssueLabel;

/// A list of the scenario (self-hosted options, API offers, exchange rates): the entries by
/// name, buttons to add and remove, and the form of the selected entry below.
///
/// The form is built again only when the number of entries or the selection changes, so that
/// a scenario changing many times a second (a slider's drag) only updates the values in it.
class EntryList : public QWidget {
    Q_OBJECT

public:
    /// Builds the form of the entry at an index; the list owns it.
    using FormFactory = std::function<QWidget*(int index)>;
    /// What the list calls an entry: its name, or its currency.
    using EntryName = std::function<QString(const nlohmann::ordered_json& entry)>;

    /// `arrayPointer` is the list in the document ("/api_offers"); `noun` names one entry for
    /// the buttons' help ("API offer").
    EntryList(std::string arrayPointer, const QString& noun, FormFactory form, EntryName name, QWidget* parent = nullptr);

    [[nodiscard]] const std::string& arrayPointer() const { return m_arrayPointer; }
    /// The selected entry, or -1 when the list is empty.
    [[nodiscard]] int currentIndex() const { return m_formIndex; }
    /// The name of the entry at `index` as the list shows it.
    [[nodiscard]] QString entryName(int index) const;

    /// Follows the document: entries added or removed, names changed. After an addition the new
    /// entry is selected.
    void refresh(const nlohmann::ordered_json& document);

signals:
    void addRequested();
    void removeRequested(int index);
    /// The form now shows another entry; its fields need their values.
    void formReplaced();

private:
    void showForm(int index);
    void fitRows();

    std::string m_arrayPointer;
    FormFactory m_form;
    EntryName m_name;
    QListWidget* m_list = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    IssueLabel* m_issues = nullptr;
    QVBoxLayout* m_formLayout = nullptr;
    QWidget* m_current = nullptr;
    int m_count = -1;
    int m_formIndex = -1;
};

} // namespace tco::ui
