#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace tco {

/// SplitMix64: a 64-bit counter advanced by the golden-ratio increment and scrambled.
///
/// Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014, in
/// Vigna's version (prng.di.unimi.it/splitmix64.c). Too weak to sample with, it is the seeder the
/// xoshiro authors recommend: any seed, even 0, gives well-mixed, never all-zero state words.
class SplitMix64 {
public:
    constexpr explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    { }

    constexpr std::uint64_t next()
    {
        m_state += 0x9e3779b97f4a7c15;
        std::uint64_t z = m_state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
        z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state;
};

/// The xoshiro256** 1.0 generator: 256 bits of state, period 2^256 − 1, fast and of full quality
/// in every output bit.
///
/// Blackman and Vigna, "Scrambled linear pseudorandom number generators", ACM Transactions on
/// Mathematical Software 47(4), 2021; reference code prng.di.unimi.it/xoshiro256starstar.c.
/// Written out here rather than taken from <random> because its output is fixed by its
/// definition, on every compiler and machine, which seeded results need; and the standard
/// distributions that turn raw bits into values are implementation-defined, so none is used.
class Xoshiro256StarStar {
public:
    /// The generator in a given state, which must not be all zeros.
    constexpr explicit Xoshiro256StarStar(const std::array<std::uint64_t, 4>& state)
        : m_state(state)
    { }

    /// The generator for stream `stream` of a run seeded with `seed`; streams of one seed are
    /// independent for all practical purposes.
    ///
    /// The state is the first four outputs of SplitMix64 seeded with `seed` XOR the first output
    /// of SplitMix64 seeded with `stream`. That output is a bijection of the stream number, so
    /// the streams of one seed start from distinct SplitMix64 seeds; states that far apart in a
    /// period of 2^256 do not overlap within any feasible number of draws.
    [[nodiscard]] static Xoshiro256StarStar forStream(std::uint64_t seed, std::uint64_t stream);

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t shifted = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= shifted;
        m_state[3] = std::rotl(m_state[3], 45);
        return result;
    }

    /// A probability drawn uniformly from the open interval (0, 1).
    constexpr double nextProbability() { return openUnitInterval(next()); }

    /// The top 52 of 64 random bits as the middle of one of 2^52 equal cells of (0, 1):
    /// (k + 1/2) / 2^52 = (2k + 1) / 2^53, exact in a double.
    ///
    /// Neither 0 nor 1 can come out, so every quantile function gives a finite value (the most
    /// extreme, 2^-53, is 8.2 standard deviations out), and the result depends on integer
    /// arithmetic and one exact multiplication only. With 53 bits, (k + 1/2) / 2^53 could round
    /// up to exactly 1.
    [[nodiscard]] static constexpr double openUnitInterval(std::uint64_t bits)
    {
        return static_cast<double>(((bits >> 12) << 1) | 1) * 0x1.0p-53;
    }

private:
    std::array<std::uint64_t, 4> m_state;
};

/// Shuffles `values` in place, every order equally likely: Fisher–Yates (Knuth, The Art of
/// Computer Programming vol. 2, algorithm 3.4.2 P), each position's partner drawn from `stream`.
template <typename Value> void shuffle(std::span<Value> values, Xoshiro256StarStar& stream)
{
    for (std::size_t last = values.size(); last-- > 1;) {
        // A probability below 1 times last + 1 is below last + 1: its floor is a uniform index to
        // within one part in 2^52.
        const auto partner = static_cast<std::size_t>(stream.nextProbability() * static_cast<double>(last + 1));
        std::swap(values[last], values[partner]);
    }
}

} // namespace tco
