#pragma once

#include "json/Issue.h"
#include "presenters/EditorFields.h"
#include "scenario/ScenarioEdit.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

class QFormLayout;
class QVBoxLayout;

namespace tco::ui {

class EntryList;
class FieldWidget;
class IssueLabel;
class LoadSketch;
class ScenarioPresenter;
struct FieldHooks;

/// Edits every input of the open scenario, in groups: the scenario itself, the workload, the
/// model, the self-hosted options, staffing, one-time costs, the API offers and the hybrid plans.
///
/// Each field commits when the user finishes it, as one undoable step through
/// ScenarioPresenter::edit(). A value the scenario refuses stays in its field, and the reasons
/// appear in red under the fields (or groups) the problems are about, until that field's next
/// edit succeeds. Fields follow the scenario as it changes elsewhere (undo, sliders, another
/// document); the forms of the options and offers are rebuilt only when their number changes.
class ScenarioEditor : public QWidget {
    Q_OBJECT

public:
    explicit ScenarioEditor(ScenarioPresenter& presenter, QWidget* parent = nullptr);
    ~ScenarioEditor() override;

    [[nodiscard]] QSize sizeHint() const override;

private:
    /// A reason shown under a field or group, kept until the edit it came from succeeds.
    struct Message {
        /// The pointer of the field or list whose edit was refused.
        std::string origin;
        /// The pointer of the label that shows it.
        std::string target;
        QString text;
    };

    /// A titled group on the page; its layout, headed by the label for problems at `pointer`.
    QVBoxLayout* addGroup(QVBoxLayout* page, const QString& title, const std::string& pointer);
    /// A group of the fields of `section`, headed by the label for problems anywhere in it.
    QVBoxLayout* addSectionGroup(QVBoxLayout* page, const QString& title, EditorSection section,
                                 const std::map<std::string, FieldHooks>& hooks = {});
    /// A group of the fields of `section`, shown only while the scenario has that part.
    void addOptionalGroup(QVBoxLayout* layout, const QString& title, EditorSection section, int entry,
                          const std::map<std::string, FieldHooks>& hooks = {});
    /// Adds a row to `form` for each field of `section`, for the entry at `entry` of a list.
    void addFields(QFormLayout* form, EditorSection section, int entry, const std::map<std::string, FieldHooks>& hooks = {});
    /// A list whose entries `form` edits and `add` appends to.
    EntryList* addList(QVBoxLayout* layout, const std::string& arrayPointer, const QString& noun, const QString& objectName,
                       std::function<QWidget*(int)> form, std::function<std::vector<Override>()> add);
    QWidget* buildSelfHostedForm(int index);
    /// An API offer's fields, with its promised spend's below them when it has one.
    QWidget* buildApiOfferForm(int index);
    /// The workload's numbers, how the week's load is given, and a sketch of the week.
    void addWorkloadGroup(QVBoxLayout* page);
    /// The GPU cluster: a switch, and while there is one its sizes, replicas and job mix.
    void addClusterGroup(QVBoxLayout* page);
    QWidget* buildJobClassForm(int index);
    /// The form of one entry of a list whose fields are all in `section`.
    QWidget* buildEntryForm(EditorSection section, int index, const std::map<std::string, FieldHooks>& hooks = {});

    void refresh();
    void commit(FieldWidget* field);
    void revert(FieldWidget* field);
    /// Applies `changes` as one step of the undo history; on refusal shows why, for `origin`.
    bool apply(const std::string& origin, const std::vector<Override>& changes, const QString& description);
    void report(const std::string& origin, const Issues& issues);
    /// Drops the messages an earlier edit from `origin` left.
    void forget(const std::string& origin);
    /// A new document: no refused text or message of the old one is kept.
    void forgetAll();
    void showMessages();
    /// The visible label for problems at `pointer`: the field's own, else the nearest group's.
    [[nodiscard]] IssueLabel* labelFor(const std::string& pointer) const;

    ScenarioPresenter& m_presenter;
    IssueLabel* m_documentIssues = nullptr;
    std::vector<EntryList*> m_lists;
    std::vector<Message> m_messages;
    /// The rows of fields that mean nothing for some scenarios (EditorField::applies), which
    /// refresh() shows or hides.
    std::vector<std::pair<QFormLayout*, FieldWidget*>> m_conditionalRows;
    LoadSketch* m_loadSketch = nullptr;
    /// Whether the serving assumptions of an option are open, kept as the form is rebuilt.
    bool m_servingExpanded = false;
};

} // namespace tco::ui
