<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Formatting</name>
    <message>
        <source>%1 B</source>
        <comment>billions of tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>thousands of tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>a multiple of a volume</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>it has been the cheaper since %1 tokens a day, %2 today&apos;s volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the cheaper for good above %1 tokens a day, %2 today&apos;s volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it breaks even at %1 tokens a day, %2 today&apos;s volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the cheaper at every volume from %1 tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the API stays the cheaper up to %1 tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No option can run this model: see each option for the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 a month at %3 tokens a day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosting on %1 costs %2 a month less than %3 at %4 tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosting on %1 costs %2 a month more than %3 at %4 tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Breakeven scenarios (*%1);;JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioSummary</name>
    <message>
        <source>%1 tokens a day; %2 input and %3 output tokens per request; busiest hour %4× the average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; weights %2, KV cache %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rented at %1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned, %1 per server over %2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 input, %3 output per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FTE at %2 a month each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 %1 = %2 USD (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staffing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakeven did not close normally last time, and a scenario had changes that were not saved. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosted LLM serving against per-token APIs: cost of ownership and break-even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; and quit (for documentation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario to open (*.breakeven.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakeven cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalog file skipped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonModel</name>
    <message>
        <source>cannot run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per M tokens (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over cheapest (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over cheapest (%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonView</name>
    <message>
        <source>Copy Table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::DriverPresenter</name>
    <message>
        <source>Tokens per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory-bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff cost per FTE-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base team (FTE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API output price per M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input and output tokens served a day, today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of the self-hosted option chosen above: per GPU-hour before discounts if rented, per server if owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of a replica&apos;s throughput planned for the busiest hour, for every self-hosted option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth that decoding reaches (MBU), for every self-hosted option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the fleet&apos;s GPUs that can hold a replica after placement, for every self-hosted option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded monthly cost of one full-time engineer: salary, social charges, overheads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People who run any self-hosted deployment, before those added per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output price of the API offer chosen above; its input and cache prices move in proportion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change of the daily volume from one month to the next, over the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workshop Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Breakeven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Breakeven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Should you run this LLM on your own GPUs, rented or bought, or pay an API per token, at your volume and at ten times your volume?&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Breakeven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened, so the current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::ScenarioPresenter</name>
    <message>
        <source>recovered scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::SliderPanel</name>
    <message>
        <source>Self-hosted option:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API offer:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tco::ui::WorkshopWindow</name>
    <message>
        <source>Breakeven — Workshop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
