<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Formatting</name>
    <message numerus="yes">
        <source>%1 minus %2 over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 minus %2 over %n month</numerusform>
            <numerusform>%1 minus %2 over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 minus %2 over %n months, discounted to today</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 minus %2 over %n month, discounted to today</numerusform>
            <numerusform>%1 minus %2 over %n months, discounted to today</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: unused commitment over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1: unused commitment over %n month</numerusform>
            <numerusform>%1: unused commitment over %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message numerus="yes">
        <source>%1 (%2, %n days)</source>
        <extracomment>An option whose price is old, its price&apos;s date and its age: &quot;Claude Opus 4.5 API (2026-07-24, 135 days)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2, %n day)</numerusform>
            <numerusform>%1 (%2, %n days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: catalog entry %2 as of %3, trusted for %n days</source>
        <translation>
            <numerusform>%1: catalog entry %2 as of %3, trusted for %n day</numerusform>
            <numerusform>%1: catalog entry %2 as of %3, trusted for %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, each term paid up front; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserves %2 GPUs for %n month at a time, each term paid up front; GPUs beyond them cost %3 an hour.</numerusform>
            <numerusform>%1 reserves %2 GPUs for %n months at a time, each term paid up front; GPUs beyond them cost %3 an hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, paid monthly; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserves %2 GPUs for %n month at a time, paid monthly; GPUs beyond them cost %3 an hour.</numerusform>
            <numerusform>%1 reserves %2 GPUs for %n months at a time, paid monthly; GPUs beyond them cost %3 an hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, each term paid up front.</source>
        <translation>
            <numerusform>%1 is bought with a promise of %2 a month for %n month at a time, each term paid up front.</numerusform>
            <numerusform>%1 is bought with a promise of %2 a month for %n months at a time, each term paid up front.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, paid monthly.</source>
        <translation>
            <numerusform>%1 is bought with a promise of %2 a month for %n month at a time, paid monthly.</numerusform>
            <numerusform>%1 is bought with a promise of %2 a month for %n months at a time, paid monthly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over the %n months, each term renewed at what its first month uses, %1 is paid unused.</source>
        <translation>
            <numerusform>Over the %n month, each term renewed at what its first month uses, %1 is paid unused.</numerusform>
            <numerusform>Over the %n months, each term renewed at what its first month uses, %1 is paid unused.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over %n months, present value</source>
        <translation>
            <numerusform>Over %n month, present value</numerusform>
            <numerusform>Over %n months, present value</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tco::ui::PreferencesDialog</name>
    <message numerus="yes">
        <source>%n days</source>
        <comment>trust prices for</comment>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tco::ui::VariantsModel</name>
    <message numerus="yes">
        <source>Outcome over %n months, present value (%1)</source>
        <translation>
            <numerusform>Outcome over %n month, present value (%1)</numerusform>
            <numerusform>Outcome over %n months, present value (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%1)</source>
        <translation>
            <numerusform>Change over %n month (%1)</numerusform>
            <numerusform>Change over %n months (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%)</source>
        <translation>
            <numerusform>Change over %n month (%)</numerusform>
            <numerusform>Change over %n months (%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What %1 costs more than %2 over %n months, each month discounted to today at %3 a year: growth, price trends and commitments move it, as the horizon chart shows</source>
        <translation>
            <numerusform>What %1 costs more than %2 over %n month, each month discounted to today at %3 a year: growth, price trends and commitments move it, as the horizon chart shows</numerusform>
            <numerusform>What %1 costs more than %2 over %n months, each month discounted to today at %3 a year: growth, price trends and commitments move it, as the horizon chart shows</numerusform>
        </translation>
    </message>
</context>
</TS>
