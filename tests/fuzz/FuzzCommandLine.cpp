// libFuzzer target: any bytes as breakeven-cli's arguments, one argument per NUL-separated
// piece. Parsing never crashes; it ends in help or the version (status 0), misuse (status 2), or
// a command whose every number lies within the range its option states.

#include "CommandLine.h"
#include "FuzzSupport.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr std::size_t MAX_ARGUMENTS = 64;

/// Aborts, which libFuzzer reports with its input, unless `value` is finite and in [low, high].
void requireWithin(double value, double low, double high)
{
    if (!(std::isfinite(value) && value >= low && value <= high))
        std::abort();
}

void requireWithin(const std::optional<double>& value, double low, double high)
{
    if (value)
        requireWithin(*value, low, high);
}

/// The ranges main's options check (app/cli/CommandLine.cpp), each held to once parsed.
void requireInRange(const tco::cli::CommandLine& line)
{
    const tco::cli::SizeOptions& size = line.size;
    requireWithin(size.memoryUtilization, 0.05, 1.0);
    requireWithin(size.inputTokens, 0.0, 1e8);
    requireWithin(size.outputTokens, 1.0, 1e8);
    requireWithin(size.peakToAverage, 1.0, 100.0);
    requireWithin(size.tokensPerDay, 1.0, 1e15);
    requireWithin(size.perUserTokensPerSecond, 0.001, 1e6);
    requireWithin(size.concurrency, 1.0, 1e7);
    requireWithin(size.timeToFirstTokenMs, 0.001, 1e9);
    if (size.maxContext != 0.0)
        requireWithin(size.maxContext, 1.0, 1e9);
    requireWithin(size.gpus, 0, 65'536);
    for (const int degree : {size.tensorParallel, size.pipelineParallel, size.attentionDataParallel, size.expertParallel})
        requireWithin(degree, 0, 1'024);
    requireWithin(line.range.from, 1.0, 1e15);
    requireWithin(line.range.to, 1.0, 1e15);
    if (line.range.points)
        requireWithin(*line.range.points, 2, 100'000);
    requireWithin(line.spread, 0.001, 0.99);
    requireWithin(static_cast<double>(line.monteCarlo.samples), 1, 1e7);
    requireWithin(line.monteCarlo.threads, 0, 256);
    requireWithin(line.cluster.days, 0.01, 366.0);
    for (const tco::cli::TableAxis* axis : {&line.xAxis, &line.varied}) {
        requireWithin(axis->from, -1e308, 1e308);
        requireWithin(axis->to, -1e308, 1e308);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = tco::fuzz::textOf(data, size);
    std::vector<std::string> words{"breakeven-cli"};
    for (std::size_t start = 0; start <= text.size() && words.size() <= MAX_ARGUMENTS;) {
        const std::size_t end = std::min(text.find('\0', start), text.size());
        words.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    std::vector<const char*> argv;
    for (const std::string& word : words)
        argv.push_back(word.c_str());
    argv.push_back(nullptr);

    // Help and errors go nowhere: a stream without a buffer drops what it is given.
    std::ostream discard(nullptr);
    const auto parsed = tco::cli::parseCommandLine(static_cast<int>(words.size()), argv.data(), discard, discard);
    if (!parsed) {
        if (parsed.error() != 0 && parsed.error() != 2)
            std::abort();
        return 0;
    }
    requireInRange(*parsed);
    return 0;
}
