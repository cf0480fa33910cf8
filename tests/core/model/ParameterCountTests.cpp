#include "model/ParameterCount.h"

#include "TestSupport.h"
#include "model/ModelSpec.h"

#include <catch2/catch.hpp>

using namespace tco;

namespace {

const ModelSpec& model(std::string_view id)
{
    return *test::embeddedCatalog().model(id);
}

} // namespace

TEST_CASE("Gated DeltaNet layers are counted apart from the gated full-attention layers")
{
    // Qwen3.5-397B-A17B: hidden 4096; 45 linear-attention layers of 16 key heads and 64 value
    // heads, all 128 wide, convolution kernel 4; 15 full-attention layers of 32 query heads and
    // 2 KV heads of 256 with an output gate.
    const ParameterBreakdown parameters = countParameters(model("qwen3.5-397b-a17b"));
    // Per linear layer, with keys 16 × 128 = 2,048 and values 64 × 128 = 8,192 wide:
    //   q, k, v: 4096 × (2 × 2,048 + 8,192) = 50,331,648; gate z: 4096 × 8,192 = 33,554,432;
    //   decay a and write strength b: 2 × 4096 × 64 = 524,288;
    //   convolution: (2 × 2,048 + 8,192) × 4 = 49,152; output: 8,192 × 4096 = 33,554,432;
    //   118,013,952 in all, 5,310,627,840 over 45 layers.
    CHECK(parameters.linearAttention == 5'310'627'840.0);
    // Per full layer: query and its gate 2 × 4096 × 32 × 256 = 67,108,864, output 4096 × 32 × 256
    // = 33,554,432, keys and values 2 × 4096 × 2 × 256 = 4,194,304: 104,857,600, and 15 layers
    // 1,572,864,000. Without the gate it would be a third of the query side less.
    CHECK(parameters.attention == 1'572'864'000.0);
}

TEST_CASE("A hybrid mixture of experts recounts to its vendor's nominal size")
{
    // Qwen3.5-397B-A17B: to the attention above add 60 MoE layers of 512 routed experts and one
    // shared expert, 3 × 4096 × 1024 = 12,582,912 each (routed 386,547,056,640, shared
    // 754,974,720), routers 60 × 4096 × 512 = 125,829,120, and an untied vocabulary of 248,320
    // (2 × 248,320 × 4096 = 2,034,237,440): 396,345,589,760, against the nominal 397B.
    const ModelSpec& qwen = model("qwen3.5-397b-a17b");
    const ParameterBreakdown parameters = countParameters(qwen);
    CHECK(parameters.total() == 396'345'589'760.0);
    // Ten of the 512 routed experts per token: 396,345,589,760 − 386,547,056,640 × 502 / 512
    // = 17,348,280,320, against the nominal 17B (which leaves out embedding and LM head).
    CHECK(activeParameters(qwen, parameters) == 17'348'280'320.0);
}

TEST_CASE("The sparse-attention indexer adds its projections to every MLA layer")
{
    // DeepSeek-V3.2 is DeepSeek-V3.1 plus the indexer of 64 heads of 128: its queries from the
    // 1,536-wide compressed query (1536 × 64 × 128 = 12,582,912), one key head from the hidden
    // state (7168 × 128 = 917,504) and a weight per head (7168 × 64 = 458,752): 13,959,168 per
    // layer, 851,509,248 over 61 layers.
    const double withIndexer = countParameters(model("deepseek-v3.2")).attention;
    const double without = countParameters(model("deepseek-v3.1")).attention;
    // MLA alone: 61 × (7168 × 1536 + 1536 × 128 × 192 + 7168 × 576 + 512 × 128 × 256 + 128 × 128 × 7168)
    // = 61 × 187,105,280 = 11,413,422,080.
    CHECK(without == 11'413'422'080.0);
    CHECK(withIndexer - without == 851'509'248.0);
}
