#include "views/editor/ScenarioEditor.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"
#include "views/editor/EntryList.h"
#include "views/editor/IssueLabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);

/// A presenter on the professional-services preset, and an editor on it.
struct Fixture {
    Fixture()
        : presenter(test::embeddedCatalog())
    {
        if (!presenter.openPreset(QStringLiteral("professional-services-70b")))
            QTest::qFail("the preset does not open", __FILE__, __LINE__);
        editor = std::make_unique<ScenarioEditor>(presenter);
    }

    template <typename Widget> Widget* find(const QString& name) const
    {
        auto* widget = editor->findChild<Widget*>(name);
        if (widget == nullptr)
            QTest::qFail(qPrintable(QStringLiteral("no widget named ") + name), __FILE__, __LINE__);
        return widget;
    }

    /// Types `text` over a field's contents and presses Enter, as a person finishing the field.
    void type(const QString& field, const QString& text) const
    {
        auto* edit = find<QLineEdit>(field);
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    [[nodiscard]] QString message(const QString& name) const
    {
        const auto* label = find<QLabel>(name);
        return label->isVisibleTo(editor.get()) ? label->text() : QString();
    }

    ScenarioPresenter presenter;
    std::unique_ptr<ScenarioEditor> editor;
};

} // namespace

class ScenarioEditorTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(US); }
    void cleanup() { QLocale::setDefault(US); }

    void showsTheScenarioInEveryGroup()
    {
        const Fixture fixture;
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("10,000,000"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("extraCostShareField"))->text(), QStringLiteral("40"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("discountRatePerYearField"))->text(), QStringLiteral("8"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("monthlyCostPerFteField"))->text(), QStringLiteral("6,000"));
        QCOMPARE(fixture.find<QComboBox>(QStringLiteral("monthlyCostPerFteCurrency"))->currentText(), QStringLiteral("EUR"));
        QCOMPARE(fixture.find<QLabel>(QStringLiteral("tokensPerDayUnit"))->text(), QStringLiteral("tokens/day"));
        QCOMPARE(fixture.find<QLabel>(QStringLiteral("extraCostShareUnit"))->text(), QStringLiteral("% of GPU bill"));
        QCOMPARE(fixture.find<QComboBox>(QStringLiteral("weightPrecisionField"))->currentText(), QStringLiteral("FP8"));
        QCOMPARE(fixture.find<QComboBox>(QStringLiteral("optionComputeField"))->currentText(), QStringLiteral("Rented"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("rateUsdPerUnitField"))->text(), QStringLiteral("1.1665"));
        // The picker names its entry, and under it the entry's price and source.
        const auto* gpu = fixture.find<QComboBox>(QStringLiteral("optionGpuField"));
        QVERIFY2(gpu->currentText().startsWith(QStringLiteral("h100-sxm — ")), qPrintable(gpu->currentText()));
        const QString price = fixture.find<QLabel>(QStringLiteral("cloudPriceSource"))->text();
        QVERIFY2(price.contains(QStringLiteral("per GPU-hour")) && price.contains(QStringLiteral("as of ")), qPrintable(price));
        // Owned terms belong to owned options only.
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("serverPriceField"))->isVisibleTo(fixture.editor.get()));
        QVERIFY(fixture.find<QLineEdit>(QStringLiteral("hoursPerDayField"))->isVisibleTo(fixture.editor.get()));
    }

    void aFinishedFieldIsOneUndoableEdit()
    {
        Fixture fixture;
        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("100000000"));
        QCOMPARE(fixture.presenter.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(fixture.presenter.undoStack()->count(), 1);
        QCOMPARE(fixture.presenter.undoStack()->undoText(), QStringLiteral("Change tokens per day"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("100,000,000"));

        fixture.presenter.undoStack()->undo();
        QCOMPARE(fixture.presenter.scenario().workload.tokensPerDay, TokensPerDay(1e7));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("10,000,000"));

        // Finishing a field without changing it is no step at all.
        QTest::keyClick(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField")), Qt::Key_Return);
        QCOMPARE(fixture.presenter.undoStack()->index(), 0);
    }

    void aRefusedValueStaysWithItsReason()
    {
        Fixture fixture;
        const Scenario before = fixture.presenter.scenario();
        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("-5"));
        QVERIFY(fixture.presenter.scenario() == before);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("-5"));
        const QString reason = fixture.message(QStringLiteral("tokensPerDayMessage"));
        QCOMPARE(reason, QStringLiteral("must be at least 1, got -5"));

        // A change elsewhere leaves the refused text alone.
        QVERIFY(fixture.presenter.edit({{"/horizon_months", "24"}}, QStringLiteral("Horizon")).empty());
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("-5"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("horizonMonthsField"))->text(), QStringLiteral("24"));

        // Text that is not a number is refused before the scenario sees it.
        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("lots"));
        QVERIFY2(fixture.message(QStringLiteral("tokensPerDayMessage")).contains(QStringLiteral("“lots” is not a number")),
                 qPrintable(fixture.message(QStringLiteral("tokensPerDayMessage"))));

        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("2e7"));
        QCOMPARE(fixture.presenter.scenario().workload.tokensPerDay, TokensPerDay(2e7));
        QCOMPARE(fixture.message(QStringLiteral("tokensPerDayMessage")), QString());
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("20,000,000"));
    }

    void aProblemElsewhereIsShownWhereItIs()
    {
        Fixture fixture;
        // 80 % cached plus 30 % written exceeds every input token: the scenario names the cache-write share.
        fixture.type(QStringLiteral("cacheWriteShareField"), QStringLiteral("30"));
        fixture.type(QStringLiteral("cachedInputShareField"), QStringLiteral("80"));
        QCOMPARE(fixture.presenter.scenario().workload.cachedInputShare, 0.0);
        QVERIFY2(fixture.message(QStringLiteral("cacheWriteShareMessage")).contains(QStringLiteral("exceeds 1")),
                 qPrintable(fixture.message(QStringLiteral("cacheWriteShareMessage"))));
        QVERIFY(fixture.message(QStringLiteral("cachedInputShareMessage")).contains(QStringLiteral("Cache writes")));
        // Escape gives the field the scenario's value back, and its messages go.
        QTest::keyClick(fixture.find<QLineEdit>(QStringLiteral("cachedInputShareField")), Qt::Key_Escape);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("cachedInputShareField"))->text(), QStringLiteral("0"));
        QCOMPARE(fixture.message(QStringLiteral("cacheWriteShareMessage")), QString());
    }

    void readsAndShowsNumbersInTheUsersLocale()
    {
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        Fixture fixture;
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("10.000.000"));
        fixture.type(QStringLiteral("cachedInputShareField"), QStringLiteral("2,5"));
        QCOMPARE(fixture.presenter.scenario().workload.cachedInputShare, 0.025);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("cachedInputShareField"))->text(), QStringLiteral("2,5"));
        fixture.type(QStringLiteral("monthlyCostPerFteField"), QStringLiteral("1.234,5"));
        QCOMPARE(fixture.presenter.scenario().staffing.monthlyCostPerFte, (Money{1234.5, *Currency::fromCode("EUR")}));
    }

    void changesTheCurrencyOfAnAmount()
    {
        Fixture fixture;
        auto* currency = fixture.find<QComboBox>(QStringLiteral("monthlyCostPerFteCurrency"));
        QCOMPARE(currency->count(), 2);
        currency->setCurrentText(QStringLiteral("USD"));
        emit currency->activated(currency->currentIndex());
        QCOMPARE(fixture.presenter.scenario().staffing.monthlyCostPerFte, (Money{6000, Currency::usd()}));
    }

    void picksAGpuFromTheCatalog()
    {
        Fixture fixture;
        auto* picker = fixture.find<QComboBox>(QStringLiteral("optionGpuField"));
        // The search matches any part of "id — name", in any case.
        picker->completer()->setCompletionPrefix(QStringLiteral("sxm 141"));
        QVERIFY(picker->completer()->completionCount() >= 1);
        QVERIFY(picker->completer()->currentCompletion().startsWith(QStringLiteral("h200-sxm")));

        picker->lineEdit()->selectAll();
        QTest::keyClicks(picker->lineEdit(), QStringLiteral("h200-sxm"));
        QTest::keyClick(picker->lineEdit(), Qt::Key_Return);
        QCOMPARE(fixture.presenter.scenario().selfHosted[0].gpuId, std::string("h200-sxm"));
        QVERIFY(picker->currentText().startsWith(QStringLiteral("h200-sxm — ")));
        // The cloud offer followed, and the offer picker lists H200 offers only.
        const auto* offers = fixture.find<QComboBox>(QStringLiteral("cloudPriceField"));
        const std::string offer = offers->currentData().toString().toStdString();
        QCOMPARE(fixture.presenter.catalog().cloudPrice(offer)->gpuId, std::string("h200-sxm"));
        for (int i = 1; i < offers->count(); ++i) {
            const std::string id = offers->itemData(i).toString().toStdString();
            QCOMPARE(fixture.presenter.catalog().cloudPrice(id)->gpuId, std::string("h200-sxm"));
        }

        // An entry that does not exist is refused next to the picker, and the scenario keeps its GPU.
        picker->lineEdit()->selectAll();
        QTest::keyClicks(picker->lineEdit(), QStringLiteral("h900"));
        QTest::keyClick(picker->lineEdit(), Qt::Key_Return);
        QCOMPARE(fixture.presenter.scenario().selfHosted[0].gpuId, std::string("h200-sxm"));
        QVERIFY(fixture.message(QStringLiteral("optionGpuMessage")).contains(QStringLiteral("h900")));
    }

    void switchesAnOptionToOwned()
    {
        Fixture fixture;
        auto* compute = fixture.find<QComboBox>(QStringLiteral("optionComputeField"));
        compute->setCurrentIndex(compute->findData(QStringLiteral("owned")));
        emit compute->activated(compute->currentIndex());
        QVERIFY(std::holds_alternative<OwnedCompute>(fixture.presenter.scenario().selfHosted[0].compute));
        QVERIFY(fixture.find<QLineEdit>(QStringLiteral("serverPriceField"))->isVisibleTo(fixture.editor.get()));
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("hoursPerDayField"))->isVisibleTo(fixture.editor.get()));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("serverPriceField"))->text(), QStringLiteral("220,000"));
        fixture.presenter.undoStack()->undo();
        QCOMPARE(compute->currentText(), QStringLiteral("Rented"));
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("serverPriceField"))->isVisibleTo(fixture.editor.get()));
    }

    void addsAndRemovesApiOffers()
    {
        Fixture fixture;
        auto* list = fixture.find<EntryList>(QStringLiteral("apiOffersList"));
        auto* entries = list->findChild<QListWidget*>();
        QCOMPARE(entries->count(), 2);

        QTest::mouseClick(list->findChild<QPushButton*>(QStringLiteral("addButton")), Qt::LeftButton);
        QCOMPARE(fixture.presenter.scenario().apiOffers.size(), std::size_t{3});
        QCOMPARE(entries->count(), 3);
        QCOMPARE(entries->currentRow(), 2);
        const QString added = QString::fromStdString(fixture.presenter.scenario().apiOffers[2].name);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("offerNameField"))->text(), added);

        // Renaming the offer renames its entry in the list.
        fixture.type(QStringLiteral("offerNameField"), QStringLiteral("Our negotiated deal"));
        QCOMPARE(entries->item(2)->text(), QStringLiteral("Our negotiated deal"));

        entries->setCurrentRow(0);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("offerNameField"))->text(), QStringLiteral("Claude Opus 4.5 API"));
        QTest::mouseClick(list->findChild<QPushButton*>(QStringLiteral("removeButton")), Qt::LeftButton);
        QCOMPARE(fixture.presenter.scenario().apiOffers.size(), std::size_t{2});
        QCOMPARE(entries->count(), 2);
        QCOMPARE(fixture.presenter.undoStack()->undoText(), QStringLiteral("Remove API offer “Claude Opus 4.5 API”"));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("offerNameField"))->text(),
                 QStringLiteral("Llama 3.3 70B on Together AI"));

        fixture.presenter.undoStack()->undo();
        QCOMPARE(entries->count(), 3);
    }

    void givesTheWeeksLoadAndItsHybridPlans()
    {
        Fixture fixture;
        QWidget* editor = fixture.editor.get();
        const auto choose = [&fixture](const QString& name, const char* value) {
            auto* combo = fixture.find<QComboBox>(name);
            combo->setCurrentIndex(combo->findData(QString::fromLatin1(value)));
            emit combo->activated(combo->currentIndex());
        };
        const auto profile = [&fixture] { return fixture.presenter.scenario().workload.loadProfile; };
        auto* sketch = fixture.find<QWidget>(QStringLiteral("loadSketch"));

        // The preset follows the catalog's office hours: its busiest hour, not one typed ratio.
        QCOMPARE(fixture.find<QComboBox>(QStringLiteral("loadProfileField"))->currentData().toString(), QStringLiteral("id"));
        QVERIFY(fixture.find<QWidget>(QStringLiteral("loadProfileIdField"))->isVisibleTo(editor));
        QVERIFY(!fixture.find<QWidget>(QStringLiteral("peakToAverageField"))->isVisibleTo(editor));
        QVERIFY(sketch->isVisibleTo(editor));
        QCOMPARE(sketch->accessibleName(), QStringLiteral("Busiest hour: 2.77 × the average"));

        // Typed in, the hours start as the profile's; five equal weekdays and an empty weekend
        // make the busiest hour 2.27 / 1.000146 × 7 / 5 = 3.1775 times the average.
        choose(QStringLiteral("loadProfileField"), "hours");
        QVERIFY(profile() && profile()->id.empty());
        QVERIFY(
            fixture.find<QLineEdit>(QStringLiteral("loadHoursField"))->text().startsWith(QStringLiteral("0.59; 0.382; 0.19")));
        fixture.type(QStringLiteral("loadDaysField"), QStringLiteral("1; 1; 1; 1; 1; 0; 0"));
        QCOMPARE(profile()->shape.days, (std::array<double, 7>{1, 1, 1, 1, 1, 0, 0}));
        QCOMPARE(sketch->accessibleName(), QStringLiteral("Busiest hour: 3.18 × the average"));
        // The scenario's rules count the days.
        fixture.type(QStringLiteral("loadDaysField"), QStringLiteral("1; 2"));
        QVERIFY(!fixture.message(QStringLiteral("loadDaysMessage")).isEmpty());
        QCOMPARE(profile()->shape.days, (std::array<double, 7>{1, 1, 1, 1, 1, 0, 0}));
        QTest::keyClick(fixture.find<QLineEdit>(QStringLiteral("loadDaysField")), Qt::Key_Escape);

        // A hybrid plan needs the week's shape, so one ratio is refused while there is one, and
        // the plans' list says why.
        auto* plans = fixture.find<EntryList>(QStringLiteral("hybridsList"));
        QTest::mouseClick(plans->findChild<QPushButton*>(QStringLiteral("addButton")), Qt::LeftButton);
        QCOMPARE(fixture.presenter.scenario().hybrids.size(), std::size_t{2});
        QCOMPARE(fixture.find<QComboBox>(QStringLiteral("hybridApiOfferField"))->count(), 2);
        choose(QStringLiteral("loadProfileField"), "");
        QVERIFY(profile().has_value());
        QVERIFY(plans->findChild<IssueLabel*>()->text().contains(QStringLiteral("/workload/load_profile")));
        for (int plan = 0; plan < 2; ++plan)
            QTest::mouseClick(plans->findChild<QPushButton*>(QStringLiteral("removeButton")), Qt::LeftButton);
        QVERIFY(fixture.presenter.scenario().hybrids.empty());

        // Without plans, the ratio comes back at the typed week's busiest hour.
        choose(QStringLiteral("loadProfileField"), "");
        QVERIFY(!profile().has_value());
        QVERIFY(!sketch->isVisibleTo(editor));
        QVERIFY(fixture.find<QWidget>(QStringLiteral("peakToAverageField"))->isVisibleTo(editor));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("peakToAverageField"))->text(), QStringLiteral("3.18"));
        fixture.presenter.undoStack()->undo();
        QVERIFY(profile().has_value());
        QVERIFY(sketch->isVisibleTo(editor));
    }

    void refusingToRemoveTheLastOptionSaysWhy()
    {
        Fixture fixture;
        auto* offers = fixture.find<EntryList>(QStringLiteral("apiOffersList"));
        auto* options = fixture.find<EntryList>(QStringLiteral("selfHostedList"));
        for (int i = 0; i < 2; ++i)
            QTest::mouseClick(offers->findChild<QPushButton*>(QStringLiteral("removeButton")), Qt::LeftButton);
        QTest::mouseClick(options->findChild<QPushButton*>(QStringLiteral("removeButton")), Qt::LeftButton);
        QCOMPARE(fixture.presenter.scenario().selfHosted.size(), std::size_t{1});
        QVERIFY2(fixture.message(QStringLiteral("scenarioMessage")).contains(QStringLiteral("no option to compare")),
                 qPrintable(fixture.message(QStringLiteral("scenarioMessage"))));
    }

    void followsUndoAndOtherDocuments()
    {
        Fixture fixture;
        QVERIFY(fixture.presenter.edit({{"/workload/tokens_per_day", "3e7"}}, QStringLiteral("Slider")).empty());
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("30,000,000"));
        fixture.presenter.undoStack()->undo();
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("10,000,000"));

        // Another document drops what was refused in the last one.
        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("-5"));
        QVERIFY(fixture.presenter.openPreset(QStringLiteral("midsize-70b-h200")));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("100,000,000"));
        QCOMPARE(fixture.message(QStringLiteral("tokensPerDayMessage")), QString());
        QCOMPARE(fixture.find<EntryList>(QStringLiteral("selfHostedList"))->findChild<QListWidget*>()->count(),
                 static_cast<int>(fixture.presenter.scenario().selfHosted.size()));
    }

    void reservesGpusAndPromisesSpend()
    {
        Fixture fixture;
        // A hybrid plan's parts may not commit: without the preset's plan.
        QVERIFY(fixture.presenter.edit({{"/hybrids", "[]"}}, QStringLiteral("x")).empty());
        const QWidget* editor = fixture.editor.get();
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("reservationGpusField"))->isVisibleTo(editor));

        // Ticked, the option reserves its fewest GPUs, 2, for a year; the fields open below.
        fixture.find<QCheckBox>(QStringLiteral("reservationField"))->click();
        const auto reservation
            = [&fixture] { return std::get<RentedCompute>(fixture.presenter.scenario().selfHosted[0].compute).commitment; };
        QVERIFY(reservation());
        QVERIFY(fixture.find<QLineEdit>(QStringLiteral("reservationGpusField"))->isVisibleTo(editor));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("reservationGpusField"))->text(), QStringLiteral("2"));
        fixture.type(QStringLiteral("reservationGpusField"), QStringLiteral("4"));
        QCOMPARE(reservation()->gpus, 4);

        // An API offer's promise starts at today's bill, 3,044 EUR.
        fixture.find<QCheckBox>(QStringLiteral("spendCommitmentField"))->click();
        QVERIFY(fixture.presenter.scenario().apiOffers[0].commitment);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("commitmentMonthlySpendField"))->text(), QStringLiteral("3,044"));

        const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR");
        if (!directory.isEmpty()) {
            fixture.editor->resize(420, 1400);
            fixture.editor->show();
            QVERIFY(QTest::qWaitForWindowExposed(fixture.editor.get()));
            const auto groups = fixture.editor->findChildren<QGroupBox*>();
            for (const QString& title : {QStringLiteral("Self-hosted options"), QStringLiteral("API offers")}) {
                const auto group = std::ranges::find(groups, title, &QGroupBox::title);
                QVERIFY(group != groups.end());
                QVERIFY((*group)->grab().save(QDir(directory).filePath(title + QStringLiteral(".png"))));
            }
        }

        // Unticked, both are gone, and undo brings each back.
        fixture.find<QCheckBox>(QStringLiteral("reservationField"))->click();
        QVERIFY(!reservation());
        fixture.presenter.undoStack()->undo();
        QCOMPARE(reservation()->gpus, 4);
    }

    void editsTheGpuCluster()
    {
        Fixture fixture;
        const QWidget* editor = fixture.editor.get();
        auto* simulate = fixture.find<QCheckBox>(QStringLiteral("simulateClusterField"));
        QVERIFY(!simulate->isChecked());
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("clusterDomainsField"))->isVisibleTo(editor));

        // Switched on: 16 domains of the first option's GPU running one class of jobs.
        simulate->click();
        const auto cluster = [&fixture] { return fixture.presenter.scenario().cluster; };
        QVERIFY(cluster());
        QCOMPARE(cluster()->option, fixture.presenter.scenario().selfHosted[0].name);
        QCOMPARE(cluster()->domains, 16);
        QCOMPARE(cluster()->mix.size(), std::size_t{1});
        QCOMPARE(fixture.presenter.undoStack()->count(), 1);
        QVERIFY(fixture.find<QLineEdit>(QStringLiteral("clusterDomainsField"))->isVisibleTo(editor));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("clusterArrivalsPerHourField"))->text(), QStringLiteral("1"));

        // The option is chosen among the scenario's, and followed when it is renamed.
        const auto* option = fixture.find<QComboBox>(QStringLiteral("clusterOptionField"));
        QCOMPARE(option->count(), 1);
        QCOMPARE(option->currentText(), QStringLiteral("2× H100 rented"));
        fixture.type(QStringLiteral("optionNameField"), QStringLiteral("Rented pair"));
        QCOMPARE(cluster()->option, std::string("Rented pair"));
        QCOMPARE(option->count(), 1);
        QCOMPARE(option->currentText(), QStringLiteral("Rented pair"));

        fixture.type(QStringLiteral("clusterDomainsField"), QStringLiteral("144"));
        QCOMPARE(cluster()->domains, 144);
        // A duration shorter than the median is refused at its own field.
        fixture.type(QStringLiteral("jobClassP90HoursField"), QStringLiteral("2"));
        QCOMPARE(cluster()->mix[0].percentile90Hours, 12.0);
        QVERIFY(fixture.message(QStringLiteral("jobClassP90HoursMessage")).contains(QStringLiteral("at least median_hours")));

        // A second class of jobs, edited where the list shows it.
        auto* classes = fixture.find<EntryList>(QStringLiteral("jobClassesList"));
        QTest::mouseClick(classes->findChild<QPushButton*>(QStringLiteral("addButton")), Qt::LeftButton);
        QCOMPARE(cluster()->mix.size(), std::size_t{2});
        QCOMPARE(cluster()->mix[1].name, std::string("Job class 2"));
        fixture.type(QStringLiteral("jobClassGpusField"), QStringLiteral("64"));
        QCOMPARE(cluster()->mix[1].gpus, 64);

        // Serving replicas: the sizing's fleet has no numbers to type; typed ones do.
        auto* replicas = fixture.find<QComboBox>(QStringLiteral("servingReplicasField"));
        replicas->setCurrentIndex(replicas->findData(QStringLiteral("from_sizing")));
        emit replicas->activated(replicas->currentIndex());
        QVERIFY(cluster()->inference.fromSizing);
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("clusterReplicaReplicasField"))->isVisibleTo(editor));
        replicas->setCurrentIndex(replicas->findData(QStringLiteral("replicas")));
        emit replicas->activated(replicas->currentIndex());
        QVERIFY(!cluster()->inference.fromSizing);
        QCOMPARE(cluster()->inference.replicas, 1);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("clusterReplicaGpusPerReplicaField"))->text(), QStringLiteral("8"));

        // Switched off, the cluster goes; undone, it is back as it was.
        simulate->click();
        QVERIFY(!cluster());
        QVERIFY(!fixture.find<QLineEdit>(QStringLiteral("clusterDomainsField"))->isVisibleTo(editor));
        fixture.presenter.undoStack()->undo();
        QVERIFY(cluster());
        QCOMPARE(cluster()->domains, 144);
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("clusterDomainsField"))->text(), QStringLiteral("144"));
    }

    void fitsANarrowDockWithACluster()
    {
        Fixture fixture;
        QVERIFY(fixture.presenter.openPreset(QStringLiteral("nvl72-cluster")));
        fixture.editor->resize(420, 1400);
        fixture.editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(fixture.editor.get()));
        QCOMPARE(fixture.find<QLineEdit>(QStringLiteral("clusterDomainsField"))->text(), QStringLiteral("144"));
        const auto* scroll = fixture.find<QScrollArea>(QStringLiteral("scenarioEditorScroll"));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR");
        if (!directory.isEmpty()) {
            const auto groups = fixture.editor->findChildren<QGroupBox*>();
            const auto cluster = std::ranges::find(groups, QStringLiteral("GPU cluster"), &QGroupBox::title);
            QVERIFY(cluster != groups.end());
            QVERIFY((*cluster)->grab().save(QDir(directory).filePath(QStringLiteral("editor-cluster.png"))));
        }
    }

    void fitsANarrowDock()
    {
        Fixture fixture;
        // With messages shown, as they would be while the user corrects a value.
        fixture.type(QStringLiteral("tokensPerDayField"), QStringLiteral("-5"));
        fixture.type(QStringLiteral("cacheWriteShareField"), QStringLiteral("30"));
        fixture.type(QStringLiteral("cachedInputShareField"), QStringLiteral("80"));
        fixture.editor->resize(420, 1400);
        fixture.editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(fixture.editor.get()));
        const auto* scroll = fixture.find<QScrollArea>(QStringLiteral("scenarioEditorScroll"));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR");
        if (!directory.isEmpty()) {
            QVERIFY(fixture.editor->grab().save(QDir(directory).filePath(QStringLiteral("editor.png"))));
            // The whole page, with the advanced section open, to look at every group.
            fixture.find<QWidget>(QStringLiteral("servingSection"))->findChild<QToolButton*>(QStringLiteral("heading"))->click();
            QCoreApplication::processEvents();
            QWidget* page = scroll->widget();
            constexpr int PIECE = 1400;
            for (int top = 0, piece = 0; top < page->height(); top += PIECE, ++piece) {
                const QString name = QStringLiteral("editor-page-%1.png").arg(piece);
                QVERIFY(page->grab(QRect(0, top, page->width(), PIECE)).save(QDir(directory).filePath(name)));
            }
        }
    }
};

QTEST_MAIN(ScenarioEditorTest)
#include "ScenarioEditorTest.moc"
