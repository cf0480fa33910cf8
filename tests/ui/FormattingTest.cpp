#include "presenters/Formatting.h"

#include <QTest>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);
const QLocale SPAIN(QLocale::Spanish, QLocale::Spain);
const QChar NO_BREAK_SPACE(0x00A0);

Money euros(double amount)
{
    return Money{amount, *Currency::fromCode("EUR")};
}

} // namespace

class FormattingTest : public QObject {
    Q_OBJECT

private slots:
    void moneyFollowsTheLocaleAndNamesForeignCurrencies()
    {
        QCOMPARE(formatMoney(US, Money{1'234.56, Currency::usd()}), QStringLiteral("$1,235"));
        QCOMPARE(formatMoney(US, Money{12.5, Currency::usd()}), QStringLiteral("$12.50"));
        QCOMPARE(formatMoney(SPAIN, euros(1'234.56)), QStringLiteral("1235") + NO_BREAK_SPACE + QStringLiteral("€"));
        QCOMPARE(formatMoney(SPAIN, euros(12'137.08)), QStringLiteral("12.137") + NO_BREAK_SPACE + QStringLiteral("€"));
        QCOMPARE(formatMoney(SPAIN, euros(3.5)), QStringLiteral("3,50") + NO_BREAK_SPACE + QStringLiteral("€"));
        // A currency the locale does not use is named by its code, where the locale puts its symbol.
        QCOMPARE(formatMoney(US, euros(12'137.08)), QStringLiteral("EUR") + NO_BREAK_SPACE + QStringLiteral("12,137"));
        QCOMPARE(formatMoney(SPAIN, Money{3.5, Currency::usd()}),
                 QStringLiteral("3,50") + NO_BREAK_SPACE + QStringLiteral("USD"));
        // Small prices keep two significant digits.
        QCOMPARE(formatMoney(US, Money{0.0028, Currency::usd()}), QStringLiteral("$0.0028"));
    }

    void millionsAreGroupedInThreesEverywhere()
    {
        // Spanish writes four digits whole ("1234") but groups from five on; Qt 6.4 alone would
        // print a million as "1000.000".
        QCOMPARE(formatWhole(SPAIN, 1'234.0), QStringLiteral("1234"));
        QCOMPARE(formatWhole(SPAIN, 12'345.0), QStringLiteral("12.345"));
        QCOMPARE(formatWhole(SPAIN, 1'000'000.0), QStringLiteral("1.000.000"));
        QCOMPARE(formatWhole(SPAIN, 1'234'567'890.0), QStringLiteral("1.234.567.890"));
        QCOMPARE(formatNumber(SPAIN, -1'234'567.5, 1), QStringLiteral("-1.234.567,5"));
        QCOMPARE(formatMoney(SPAIN, euros(1'234'567.0)), QStringLiteral("1.234.567") + NO_BREAK_SPACE + QStringLiteral("€"));
        QCOMPARE(formatWhole(US, 1'234'567.0), QStringLiteral("1,234,567"));
        const QLocale poland(QLocale::Polish, QLocale::Poland);
        QCOMPARE(formatWhole(poland, 1'234'567.0),
                 QStringLiteral("1") + poland.groupSeparator() + QStringLiteral("234") + poland.groupSeparator()
                     + QStringLiteral("567"));
    }

    void tokensReadAsWords()
    {
        QCOMPARE(formatTokens(US, 1e7), QStringLiteral("10 M"));
        QCOMPARE(formatTokens(US, 3.99e7), QStringLiteral("39.9 M"));
        QCOMPARE(formatTokens(SPAIN, 3.99e7), QStringLiteral("39,9 M"));
        QCOMPARE(formatTokens(US, 2.5e9), QStringLiteral("2.5 B"));
        QCOMPARE(formatTokens(US, 1e5), QStringLiteral("100 k"));
        QCOMPARE(formatTokens(US, 950), QStringLiteral("950"));
    }

    void axisLabelsAreCompact()
    {
        QCOMPARE(formatCompact(US, 0.25), QStringLiteral("0.25"));
        QCOMPARE(formatCompact(US, 250.0), QStringLiteral("250"));
        QCOMPARE(formatCompact(US, 0.0), QStringLiteral("0"));
        QCOMPARE(formatCompact(US, 1e4), QStringLiteral("10 k"));
        QCOMPARE(formatCompact(US, 2.5e8), QStringLiteral("250 M"));
        QCOMPARE(formatCompact(SPAIN, 1.5e6), QStringLiteral("1,5 M"));
        // 10^15 tokens a day, the most a scenario holds, in trillions: a thousand of them.
        QCOMPARE(formatCompact(US, 1e15), QStringLiteral("1,000 T"));
    }

    void percentagesAndMultiples()
    {
        QCOMPARE(formatPercent(US, 0.0197), QStringLiteral("2.0%"));
        QCOMPARE(formatPercent(US, 0.42), QStringLiteral("42%"));
        QCOMPARE(formatPercent(SPAIN, 0.0197), QStringLiteral("2,0%"));
        QCOMPARE(formatMultiple(US, 3.987), QStringLiteral("4×"));
        QCOMPARE(formatMultiple(US, 0.367), QStringLiteral("0.37×"));
        QCOMPARE(formatMultiple(US, 15.3), QStringLiteral("15×"));
        QCOMPARE(formatMultiple(US, 2'057.4), QStringLiteral("2,057×"));
    }

    void aRangeReadsAsShortlyAsALegendNeeds()
    {
        const auto about = [](double value, double low, double high) {
            Driver driver;
            driver.value = value;
            return formatRangeAboutValue(US, driver, DriverRange{"/x", low, high});
        };
        // 3.50 from 2.45 to 4.55: 30 % either way.
        QCOMPARE(about(3.5, 2.45, 4.55), QStringLiteral("±30%"));
        // 25 from 12.50 to 31.25: half below, a quarter above.
        QCOMPARE(about(25.0, 12.5, 31.25), QStringLiteral("−50% to +25%"));
        // 10 M from a third of it to three times: by a factor either way.
        QCOMPARE(about(1e7, 1e7 / 3.0, 3e7), QStringLiteral("÷3 to ×3"));
        // 24 hours a day can only go down: 19.2 is 20 % below.
        QCOMPARE(about(24.0, 19.2, 24.0), QStringLiteral("−20%"));
        // At zero, or outside the range, its ends.
        QCOMPARE(about(0.0, -0.02, 0.04), QStringLiteral("-0.02 to 0.04"));
        QCOMPARE(about(3.5, 4.0, 5.0), QStringLiteral("4 to 5"));
    }
};

QTEST_GUILESS_MAIN(FormattingTest)
#include "FormattingTest.moc"
