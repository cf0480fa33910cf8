#include "views/editor/ScenarioEditor.h"

#include "presenters/EditorActions.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/ScenarioJson.h"
#include "views/editor/CatalogPicker.h"
#include "views/editor/CheckField.h"
#include "views/editor/ChoiceField.h"
#include "views/editor/CollapsibleSection.h"
#include "views/editor/EntryList.h"
#include "views/editor/IssueLabel.h"
#include "views/editor/LineField.h"
#include "views/editor/LoadSketch.h"
#include "views/editor/OptionalGroup.h"
#include "views/editor/TextBlockField.h"

#include <nlohmann/json.hpp>

#include <QDate>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <exception>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

/// The width a dock gives the editor to begin with, and a height that shows several groups.
constexpr QSize PREFERRED_SIZE(420, 800);

/// A list entry's form: a column without margins, returned with the column to add to.
std::pair<QWidget*, QVBoxLayout*> entryForm()
{
    auto* form = new QWidget;
    auto* layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    return {form, layout};
}

/// A check box's hooks that add or remove what it stands for: `choose` is told whether it is ticked.
FieldHooks switchHooks(std::function<std::vector<Override>(const EditorContext&, bool)> choose)
{
    FieldHooks hooks;
    hooks.valueIsPresence = true;
    hooks.change = [choose = std::move(choose)](const EditorContext& context, const QString& value) {
        return choose(context, value == QLatin1String("true"));
    };
    return hooks;
}

FieldWidget* createField(const EditorField& field, std::string pointer, FieldHooks hooks)
{
    switch (field.kind) {
    case FieldKind::LongText:
        return new TextBlockField(field, std::move(pointer), std::move(hooks));
    case FieldKind::Choice:
    case FieldKind::Currency:
    case FieldKind::OptionName:
    case FieldKind::ApiOfferName:
        return new ChoiceField(field, std::move(pointer), std::move(hooks));
    case FieldKind::Boolean:
        return new CheckField(field, std::move(pointer), std::move(hooks));
    case FieldKind::CatalogEntry:
        return new CatalogPicker(field, std::move(pointer), std::move(hooks));
    case FieldKind::Text:
    case FieldKind::Number:
    case FieldKind::WholeNumber:
    case FieldKind::Percent:
    case FieldKind::Money:
    case FieldKind::NumberList:
        break;
    }
    return new LineField(field, std::move(pointer), std::move(hooks));
}

QFormLayout* newForm()
{
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft);
    return form;
}

/// Whether the label for `prefix` speaks for a problem at `pointer`.
bool covers(const std::string& prefix, const std::string& pointer)
{
    return prefix.empty() || pointer == prefix || (pointer.starts_with(prefix) && pointer[prefix.size()] == '/');
}

QString entryName(const json& entry, const char* key)
{
    const auto found = entry.is_object() ? entry.find(key) : entry.end();
    return found != entry.end() && found->is_string() ? QString::fromStdString(found->get<std::string>()) : QString();
}

QLabel* subheading(const QString& text)
{
    auto* label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

ScenarioEditor::ScenarioEditor(ScenarioPresenter& presenter, QWidget* parent)
    : QWidget(parent)
    , m_presenter(presenter)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_documentIssues = new IssueLabel({}, tr("the scenario"), this);
    m_documentIssues->setObjectName(QStringLiteral("scenarioMessage"));
    m_documentIssues->setContentsMargins(6, 4, 6, 4);
    outer->addWidget(m_documentIssues);

    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);

    // Scenario: its name and description, the period, the currencies and their rates.
    QVBoxLayout* scenarioGroup = addSectionGroup(layout, tr("Scenario"), EditorSection::Scenario);
    scenarioGroup->addWidget(subheading(tr("Exchange rates")));
    addList(
        scenarioGroup, "/currency/exchange_rates", tr("exchange rate"), QStringLiteral("exchangeRatesList"),
        [this](int index) { return buildEntryForm(EditorSection::ExchangeRate, index); },
        [this] { return addExchangeRate(m_presenter.scenario(), QDate::currentDate()); });

    addWorkloadGroup(layout);
    addSectionGroup(layout, tr("Model"), EditorSection::Model);

    addList(
        addGroup(layout, tr("Self-hosted options"), {}), "/self_hosted", tr("self-hosted option"),
        QStringLiteral("selfHostedList"), [this](int index) { return buildSelfHostedForm(index); },
        [this] { return addSelfHostedOption(m_presenter.scenario(), m_presenter.catalog()); });

    addSectionGroup(layout, tr("Staffing"), EditorSection::Staffing);

    // One-time costs, with the optional fine-tuning run below them.
    const FieldHooks fineTuningHooks = switchHooks(
        [](const EditorContext& context, bool enabled) { return chooseFineTuning(context.scenario, context.catalog, enabled); });
    QVBoxLayout* oneTimeGroup
        = addSectionGroup(layout, tr("One-time costs"), EditorSection::OneTime, {{"/fine_tuning", fineTuningHooks}});
    // Untitled: the check box above it names it.
    addOptionalGroup(oneTimeGroup, QString(), EditorSection::FineTuning, 0);

    addList(
        addGroup(layout, tr("API offers"), {}), "/api_offers", tr("API offer"), QStringLiteral("apiOffersList"),
        [this](int index) { return buildApiOfferForm(index); },
        [this] { return addApiOffer(m_presenter.scenario(), m_presenter.catalog()); });

    QVBoxLayout* hybrids = addGroup(layout, tr("Hybrid plans"), {});
    auto* hybridsNote = new QLabel(tr("A self-hosted fleet for the base of the load and an API offer for the peaks. "
                                      "Needs the week's load profile."));
    hybridsNote->setWordWrap(true);
    hybrids->addWidget(hybridsNote);
    addList(
        hybrids, "/hybrids", tr("hybrid plan"), QStringLiteral("hybridsList"),
        [this](int index) { return buildEntryForm(EditorSection::Hybrid, index); },
        [this] { return addHybrid(m_presenter.scenario()); });
    addClusterGroup(layout);
    layout->addStretch();

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("scenarioEditorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    outer->addWidget(scroll, 1);

    connect(&m_presenter, &ScenarioPresenter::catalogReplaced, this, [this] {
        for (auto* picker : findChildren<CatalogPicker*>())
            picker->forgetChoices();
    });
    connect(&m_presenter, &ScenarioPresenter::scenarioChanged, this, &ScenarioEditor::refresh);
    connect(&m_presenter, &ScenarioPresenter::documentChanged, this, [this] {
        // Opening a document empties the undo history; saving or editing does not.
        if (m_presenter.undoStack()->count() == 0)
            forgetAll();
    });
    refresh();
}

ScenarioEditor::~ScenarioEditor() = default;

QSize ScenarioEditor::sizeHint() const
{
    return PREFERRED_SIZE;
}

QVBoxLayout* ScenarioEditor::addGroup(QVBoxLayout* page, const QString& title, const std::string& pointer)
{
    auto* group = new QGroupBox(title);
    auto* layout = new QVBoxLayout(group);
    if (!pointer.empty())
        layout->addWidget(new IssueLabel(pointer, title, group));
    page->addWidget(group);
    return layout;
}

QVBoxLayout* ScenarioEditor::addSectionGroup(QVBoxLayout* page, const QString& title, EditorSection section,
                                             const std::map<std::string, FieldHooks>& hooks)
{
    QVBoxLayout* layout = addGroup(page, title, sectionPointer(section));
    auto* form = newForm();
    layout->addLayout(form);
    addFields(form, section, 0, hooks);
    return layout;
}

void ScenarioEditor::addOptionalGroup(QVBoxLayout* layout, const QString& title, EditorSection section, int entry,
                                      const std::map<std::string, FieldHooks>& hooks)
{
    auto* group = new OptionalGroup(title, sectionPointer(section, entry));
    auto* form = newForm();
    group->setLayout(form);
    addFields(form, section, entry, hooks);
    layout->addWidget(group);
}

void ScenarioEditor::addFields(QFormLayout* form, EditorSection section, int entry,
                               const std::map<std::string, FieldHooks>& hooks)
{
    std::vector<const FieldWidget*> fields;
    const std::string base = sectionPointer(section, entry);
    for (const EditorField& field : editorFields(section)) {
        const auto hook = hooks.find(field.key);
        FieldWidget* widget = createField(field, base + field.key, hook != hooks.end() ? hook->second : FieldHooks{});
        if (field.kind == FieldKind::Boolean) {
            form->addRow(widget);
        } else {
            auto* label = new QLabel(field.label);
            label->setBuddy(widget->input());
            label->setToolTip(field.toolTip);
            form->addRow(label, widget);
        }
        if (field.applies != nullptr)
            m_conditionalRows.push_back({form, widget});
        connect(widget, &FieldWidget::committed, this, [this, widget] { commit(widget); });
        connect(widget, &FieldWidget::reverted, this, [this, widget] { revert(widget); });
        fields.push_back(widget);
    }
    // Units as wide as the widest of the form, so that the inputs line up.
    int unitWidth = 0;
    for (const FieldWidget* field : fields)
        unitWidth = std::max(unitWidth, field->unitLabel() != nullptr ? field->unitLabel()->sizeHint().width() : 0);
    for (const FieldWidget* field : fields) {
        if (field->unitLabel() != nullptr && field->field().kind != FieldKind::Money)
            field->unitLabel()->setMinimumWidth(unitWidth);
    }
}

EntryList* ScenarioEditor::addList(QVBoxLayout* layout, const std::string& arrayPointer, const QString& noun,
                                   const QString& objectName, std::function<QWidget*(int)> form,
                                   std::function<std::vector<Override>()> add)
{
    auto* list = new EntryList(arrayPointer, noun, std::move(form), [](const json& entry) {
        const QString name = entryName(entry, "name");
        return name.isEmpty() ? entryName(entry, "currency") : name;
    });
    list->setObjectName(objectName);
    layout->addWidget(list);
    m_lists.push_back(list);
    connect(list, &EntryList::addRequested, this, [this, list, noun, add = std::move(add)] {
        apply(list->arrayPointer(), add(), tr("Add %1", "undo step; %1 names what is added").arg(noun));
    });
    connect(list, &EntryList::removeRequested, this, [this, list, noun](int index) {
        apply(list->arrayPointer(), removeEntry(list->arrayPointer(), index),
              tr("Remove %1 “%2”", "undo step; %1 names what is removed, %2 its name").arg(noun, list->entryName(index)));
    });
    connect(list, &EntryList::formReplaced, this, &ScenarioEditor::refresh);
    return list;
}

QWidget* ScenarioEditor::buildApiOfferForm(int index)
{
    const auto [form, layout] = entryForm();
    FieldHooks apiPrice;
    apiPrice.change = [index](const EditorContext& context, const QString& value) {
        return chooseApiPrice(context.scenario, context.catalog, index, value.toStdString());
    };
    const FieldHooks commitment = switchHooks([index](const EditorContext& context, bool enabled) {
        return chooseSpendCommitment(context.scenario, context.catalog, index, enabled);
    });
    auto* fields = newForm();
    layout->addLayout(fields);
    addFields(fields, EditorSection::ApiOffer, index, {{"/api_price", apiPrice}, {"/commitment", commitment}});
    // Untitled: the check box above it names it.
    addOptionalGroup(layout, QString(), EditorSection::ApiCommitment, index);
    return form;
}

QWidget* ScenarioEditor::buildSelfHostedForm(int index)
{
    const auto [form, layout] = entryForm();

    FieldHooks gpu;
    gpu.change = [index](const EditorContext& context, const QString& value) {
        return chooseGpu(context.scenario, context.catalog, index, value.toStdString());
    };
    FieldHooks ownership;
    ownership.valueIsPresence = true;
    ownership.change = [index](const EditorContext& context, const QString& value) {
        return chooseOwnership(context.scenario, context.catalog, index, value == QLatin1String("owned"));
    };
    auto* fields = newForm();
    layout->addLayout(fields);
    addFields(fields, EditorSection::SelfHostedOption, index, {{"/gpu", gpu}, {"", ownership}});

    FieldHooks cloudPrice;
    cloudPrice.gpuFilter = [index](const EditorContext& context) {
        const auto option = static_cast<std::size_t>(index);
        return option < context.scenario.selfHosted.size() ? context.scenario.selfHosted[option].gpuId : std::string();
    };
    cloudPrice.change = [index](const EditorContext& context, const QString& value) {
        return chooseCloudPrice(context.scenario, context.catalog, index, value.toStdString());
    };
    const FieldHooks reservation = switchHooks([index](const EditorContext& context, bool enabled) {
        return chooseReservation(context.scenario, context.catalog, index, enabled);
    });
    addOptionalGroup(layout, tr("Rental terms"), EditorSection::Rented, index,
                     {{"/cloud_price", cloudPrice}, {"/commitment", reservation}});
    // Untitled: the check box above it names it.
    addOptionalGroup(layout, QString(), EditorSection::RentedCommitment, index);
    addOptionalGroup(layout, tr("Ownership costs"), EditorSection::Owned, index);

    auto* serving = new QWidget;
    auto* servingForm = newForm();
    servingForm->setContentsMargins(0, 0, 0, 0);
    serving->setLayout(servingForm);
    addFields(servingForm, EditorSection::Serving, index);
    auto* advanced = new CollapsibleSection(tr("Advanced: serving assumptions"), serving, m_servingExpanded);
    advanced->setObjectName(QStringLiteral("servingSection"));
    connect(advanced, &CollapsibleSection::expandedChanged, this, [this](bool expanded) { m_servingExpanded = expanded; });
    layout->addWidget(advanced);
    layout->addWidget(new IssueLabel(sectionPointer(EditorSection::Serving, index), tr("Advanced: serving assumptions")));
    return form;
}

void ScenarioEditor::addWorkloadGroup(QVBoxLayout* page)
{
    FieldHooks loadProfile;
    loadProfile.valueIsPresence = true;
    loadProfile.change = [](const EditorContext& context, const QString& value) {
        return chooseLoadProfile(context.scenario, context.catalog, value.toStdString());
    };
    QVBoxLayout* group = addSectionGroup(page, tr("Workload"), EditorSection::Workload, {{"/load_profile", loadProfile}});

    // Untitled: the choice above names them.
    const std::string profile = sectionPointer(EditorSection::LoadProfile);
    auto* catalogProfile = new OptionalGroup(QString(), profile + "/id");
    auto* catalogFields = newForm();
    catalogProfile->setLayout(catalogFields);
    addFields(catalogFields, EditorSection::LoadProfile, 0);
    group->addWidget(catalogProfile);
    auto* typedProfile = new OptionalGroup(QString(), profile + "/hours");
    auto* typedFields = newForm();
    typedProfile->setLayout(typedFields);
    addFields(typedFields, EditorSection::LoadShape, 0);
    group->addWidget(typedProfile);

    m_loadSketch = new LoadSketch;
    m_loadSketch->setObjectName(QStringLiteral("loadSketch"));
    group->addWidget(m_loadSketch);
}

void ScenarioEditor::addClusterGroup(QVBoxLayout* page)
{
    QVBoxLayout* group = addGroup(page, tr("GPU cluster"), sectionPointer(EditorSection::Cluster));
    FieldHooks presence;
    presence.valueIsPresence = true;
    presence.change = [](const EditorContext& context, const QString& value) {
        return chooseCluster(context.scenario, value == QLatin1String("true"));
    };
    auto* choice = newForm();
    group->addLayout(choice);
    addFields(choice, EditorSection::ClusterChoice, 0, {{sectionPointer(EditorSection::Cluster), presence}});

    // Untitled: the check box above it names it.
    auto* cluster = new OptionalGroup(QString(), sectionPointer(EditorSection::Cluster));
    auto* clusterLayout = new QVBoxLayout(cluster);
    auto* fields = newForm();
    clusterLayout->addLayout(fields);
    FieldHooks replicas;
    replicas.valueIsPresence = true;
    replicas.change = [](const EditorContext&, const QString& value) { return chooseServingReplicas(value.toStdString()); };
    addFields(fields, EditorSection::Cluster, 0, {{"/inference", replicas}});

    // Typed replicas only: the sizing's fleet has no numbers here.
    auto* typed = new OptionalGroup(tr("Typed replicas"), sectionPointer(EditorSection::ClusterInference) + "/replicas");
    auto* typedFields = newForm();
    typed->setLayout(typedFields);
    addFields(typedFields, EditorSection::ClusterInference, 0);
    clusterLayout->addWidget(typed);
    addOptionalGroup(clusterLayout, tr("Serving replicas' layout"), EditorSection::ClusterInferenceLayout, 0);

    addOptionalGroup(clusterLayout, tr("Job mix"), EditorSection::ClusterJobs, 0);
    addList(
        clusterLayout, "/cluster/jobs/mix", tr("job class"), QStringLiteral("jobClassesList"),
        [this](int index) { return buildJobClassForm(index); }, [this] { return addJobClass(m_presenter.scenario()); });
    group->addWidget(cluster);
}

QWidget* ScenarioEditor::buildJobClassForm(int index)
{
    const auto [form, layout] = entryForm();
    auto* fields = newForm();
    layout->addLayout(fields);
    addFields(fields, EditorSection::ClusterJobClass, index);
    addOptionalGroup(layout, tr("Layout"), EditorSection::ClusterJobLayout, index);
    return form;
}

QWidget* ScenarioEditor::buildEntryForm(EditorSection section, int index, const std::map<std::string, FieldHooks>& hooks)
{
    auto* form = new QWidget;
    auto* fields = newForm();
    fields->setContentsMargins(0, 0, 0, 0);
    form->setLayout(fields);
    addFields(fields, section, index, hooks);
    return form;
}

void ScenarioEditor::refresh()
{
    const json document = m_presenter.scenario();
    const EditorContext context{document, m_presenter.scenario(), m_presenter.catalog(), QLocale()};
    for (EntryList* list : m_lists)
        list->refresh(document);
    for (OptionalGroup* group : findChildren<OptionalGroup*>())
        group->refresh(document);
    for (FieldWidget* field : findChildren<FieldWidget*>())
        field->refresh(context);
    for (const auto& [form, field] : m_conditionalRows)
        form->setRowVisible(field, field->field().applies(context.scenario));
    const std::optional<std::vector<double>> week = weekRatesOf(context.scenario, context.catalog);
    m_loadSketch->setVisible(week.has_value());
    if (week)
        m_loadSketch->setRates(*week);
    showMessages();
}

void ScenarioEditor::commit(FieldWidget* field)
{
    const QPointer<FieldWidget> guard(field);
    const std::string origin = field->pointer();
    std::expected<std::vector<Override>, QString> changes;
    {
        const json document = m_presenter.scenario();
        changes = field->changes(EditorContext{document, m_presenter.scenario(), m_presenter.catalog(), QLocale()});
    }
    forget(origin);
    if (!changes) {
        field->setRefused(true);
        m_messages.push_back({origin, origin, changes.error()});
        showMessages();
        return;
    }
    field->setRefused(false);
    const bool applied = apply(origin, *changes, changeDescription(field->field()));
    if (guard.isNull())
        return;
    field->setRefused(!applied);
    if (applied) {
        // Shows the value as the scenario holds it ("1e8" becomes "100,000,000"), also when
        // the edit changed nothing.
        const json document = m_presenter.scenario();
        field->refresh(EditorContext{document, m_presenter.scenario(), m_presenter.catalog(), QLocale()}, true);
    }
}

void ScenarioEditor::revert(FieldWidget* field)
{
    forget(field->pointer());
    field->setRefused(false);
    const json document = m_presenter.scenario();
    field->refresh(EditorContext{document, m_presenter.scenario(), m_presenter.catalog(), QLocale()}, true);
    showMessages();
}

bool ScenarioEditor::apply(const std::string& origin, const std::vector<Override>& changes, const QString& description)
{
    Issues issues;
    try {
        issues = m_presenter.edit(changes, description);
    } catch (const std::exception& error) {
        // No exception may leave a slot; the scenario is unchanged when edit() throws.
        issues = {Issue{origin, error.what()}};
    }
    forget(origin);
    if (!issues.empty())
        report(origin, issues);
    showMessages();
    return issues.empty();
}

void ScenarioEditor::report(const std::string& origin, const Issues& issues)
{
    bool shownAtOrigin = false;
    QString firstPlace;
    for (const Issue& issue : issues) {
        const IssueLabel* label = labelFor(issue.pointer);
        const QString text
            = label->pointer() == issue.pointer ? QString::fromStdString(issue.message) : QString::fromStdString(describe(issue));
        m_messages.push_back({origin, label->pointer(), text});
        shownAtOrigin = shownAtOrigin || label->pointer() == origin;
        if (firstPlace.isEmpty())
            firstPlace = label->title();
    }
    if (!shownAtOrigin) {
        const IssueLabel* own = labelFor(origin);
        m_messages.push_back({origin, own->pointer(), tr("Not applied: see the problem at “%1”.").arg(firstPlace)});
    }
}

void ScenarioEditor::forget(const std::string& origin)
{
    std::erase_if(m_messages, [&origin](const Message& message) { return message.origin == origin; });
}

void ScenarioEditor::forgetAll()
{
    m_messages.clear();
    for (FieldWidget* field : findChildren<FieldWidget*>())
        field->setRefused(false);
    refresh();
}

void ScenarioEditor::showMessages()
{
    for (IssueLabel* label : findChildren<IssueLabel*>()) {
        QStringList texts;
        for (const Message& message : m_messages) {
            if (message.target == label->pointer() && !texts.contains(message.text))
                texts << message.text;
        }
        label->setMessages(texts);
    }
}

IssueLabel* ScenarioEditor::labelFor(const std::string& pointer) const
{
    IssueLabel* best = m_documentIssues;
    for (IssueLabel* label : findChildren<IssueLabel*>()) {
        if (label == m_documentIssues || !covers(label->pointer(), pointer) || label->pointer().size() <= best->pointer().size())
            continue;
        if (label->parentWidget()->isVisibleTo(this))
            best = label;
    }
    return best;
}

} // namespace tco::ui
