#include "presenters/GoalSeekAnswer.h"

#include "TestCatalog.h"
#include "TestText.h"
#include "presenters/ScenarioPresenter.h"

#include <QTest>
#include <QUndoStack>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);

/// The professional-services preset's options, by their place among goalSeekOptions().
constexpr int TWO_H100_RENTED = 0;
constexpr int CLAUDE_OPUS = 1;
constexpr int TOGETHER_AI = 2;
constexpr int HYBRID = 3;
constexpr Outcome::Kind DIFFERENCE = Outcome::Kind::MonthlyDifference;

} // namespace

class GoalSeekAnswerTest : public QObject {
    Q_OBJECT

private slots:
    void listsTheOptionsAndStartsFromTheHeadlinesQuestion()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        const QStringList options = goalSeekOptions(presenter->scenario());
        QCOMPARE(options.size(), 4);
        QCOMPARE(options[HYBRID], QStringLiteral("H100s + Opus for peaks"));
        QCOMPARE(options[TWO_H100_RENTED], QStringLiteral("2× H100 rented"));
        QCOMPARE(options[TOGETHER_AI], QStringLiteral("Llama 3.3 70B on Together AI"));
        QCOMPARE(options[CLAUDE_OPUS], QStringLiteral("Claude Opus 4.5 API"));
        // The preset asks "Llama 3.3 70B or a Claude-class API": its /analysis/compare names the
        // pair the headline and the tornado compare, and goal seek starts from it.
        const auto pair = headlinePair(presenter->results());
        QVERIFY(pair.has_value());
        QCOMPARE(pair->first, TWO_H100_RENTED);
        QCOMPARE(pair->second, CLAUDE_OPUS);
        // And on the input the tornado ranks first: the volume, from a third to three times,
        // moves the difference by 8,118 EUR, the base team by 6,000 (`breakeven-cli sensitivity`).
        QCOMPARE(goalSeekStartDriver(presenter->results()), std::string("/workload/tokens_per_day"));
    }

    void findsTheBreakEvenVolume()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        const GoalSeekAnswer answer = seekGoal(presenter->scenario(), presenter->catalog(),
                                               {"/workload/tokens_per_day", DIFFERENCE, TWO_H100_RENTED, CLAUDE_OPUS}, US);
        // evaluate's break-even: 12,137.08 / 3,044.18 × 10 M = 39.87 M tokens a day.
        QVERIFY(answer.value.has_value());
        QVERIFY(qAbs(*answer.value - 39.87e6) < 0.01e6);
        QVERIFY2(answer.text.startsWith(QStringLiteral("2× H100 rented and Claude Opus 4.5 API cost the same at 39,869,")),
                 qPrintable(answer.text));
        QVERIFY2(answer.text.endsWith(QStringLiteral("(now 10,000,000).")), qPrintable(answer.text));
    }

    void saysWhenTheCheaperOneChangesMoreThanOnce()
    {
        // With the busiest hour twice the average (no load profile), against Together AI the
        // fleet's stairs cross the API's line more than once before it stays cheaper (5.07 B a
        // day, the break-even): the lowest is given, and said so.
        const auto presenter = test::presetScenario("professional-services-70b");
        QVERIFY(presenter->edit({{"/hybrids", "null"}, {"/workload/load_profile", "null"}}, QStringLiteral("x")).empty());
        const GoalSeekAnswer answer = seekGoal(presenter->scenario(), presenter->catalog(),
                                               {"/workload/tokens_per_day", DIFFERENCE, TWO_H100_RENTED, TOGETHER_AI}, US);
        QVERIFY(answer.value.has_value());
        QVERIFY(*answer.value < 5.07e9);
        QVERIFY2(answer.text.endsWith(QStringLiteral("; this is the lowest.")), qPrintable(answer.text));
    }

    void saysWhyThereIsNoAnswer()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        const Scenario& scenario = presenter->scenario();
        const Catalog& catalog = presenter->catalog();
        // The two GPUs never get cheap enough to beat Opus at 10 M tokens a day.
        const GoalSeekAnswer tooDear = seekGoal(
            scenario, catalog, {"/self_hosted/0/rented/price_per_gpu_hour", DIFFERENCE, TWO_H100_RENTED, CLAUDE_OPUS}, US);
        QVERIFY(!tooDear.value.has_value());
        // One engineer at 6,000 EUR a month costs the same at every GPU price and alone exceeds
        // Opus's whole bill at 10 M tokens a day (3,044.18 EUR, evaluate's figure).
        QCOMPARE(tooDear.text,
                 test::unbroken("No solution from 0.35 to 35 USD per GPU-hour: Staff of 2× H100 rented alone comes to EUR~6,000 "
                                "a month at every value, more than all of Claude Opus 4.5 API (EUR~3,044 a month at 0.35 USD "
                                "per GPU-hour, where the two come nearest)."));

        const GoalSeekAnswer same
            = seekGoal(scenario, catalog, {"/workload/tokens_per_day", DIFFERENCE, CLAUDE_OPUS, CLAUDE_OPUS}, US);
        QCOMPARE(same.text, QStringLiteral("Choose two different options."));
        QVERIFY(!same.value.has_value());
        const GoalSeekAnswer unknown
            = seekGoal(scenario, catalog, {"/workload/nothing", DIFFERENCE, TWO_H100_RENTED, CLAUDE_OPUS}, US);
        QCOMPARE(unknown.text, QStringLiteral("Choose the input to change."));
        const GoalSeekAnswer outside
            = seekGoal(scenario, catalog, {"/workload/tokens_per_day", DIFFERENCE, TWO_H100_RENTED, HYBRID + 1}, US);
        QCOMPARE(outside.text, QStringLiteral("Choose the options to compare."));
    }

    void appliesTheValueAsOneStep()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        QVERIFY(applyGoalSeek(*presenter, "/workload/tokens_per_day", 39.87e6).empty());
        QCOMPARE(presenter->scenario().workload.tokensPerDay.value(), 39.87e6);
        QCOMPARE(presenter->undoStack()->count(), 1);
        QCOMPARE(presenter->undoStack()->undoText(), QStringLiteral("Goal seek Tokens per day"));
        // A value the file refuses leaves the scenario as it was.
        QVERIFY(!applyGoalSeek(*presenter, "/workload/tokens_per_day", -1.0).empty());
        QCOMPARE(presenter->undoStack()->count(), 1);
        QVERIFY(!applyGoalSeek(*presenter, "/workload/nothing", 1.0).empty());
    }
};

QTEST_MAIN(GoalSeekAnswerTest)
#include "GoalSeekAnswerTest.moc"
