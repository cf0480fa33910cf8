#pragma once

#include <QMetaObject>
#include <QObject>

#include <exception>
#include <expected>
#include <functional>
#include <memory>
#include <string>
#include <thread>

namespace tco::ui {

/// Runs `work` on a thread of its own and hands what it gives — its result, or why there is
/// none: its own refusal or an exception's message — to `deliver` on `receiver`'s thread,
/// through its event loop; nothing is delivered once `receiver` is gone. The caller
/// keeps the thread, which joins when destroyed, and joins it in `deliver`.
template <typename Result>
[[nodiscard]] std::jthread startBackgroundWork(QObject* receiver, std::function<std::expected<Result, std::string>()> work,
                                               std::function<void(std::expected<Result, std::string>)> deliver)
{
    return std::jthread([receiver, work = std::move(work), deliver = std::move(deliver)] {
        std::expected<Result, std::string> outcome = std::unexpected(std::string());
        try {
            outcome = work();
        } catch (const std::exception& error) {
            outcome = std::unexpected(std::string(error.what()));
        }
        auto delivered = std::make_shared<std::expected<Result, std::string>>(std::move(outcome));
        QMetaObject::invokeMethod(receiver, [deliver, delivered] { deliver(std::move(*delivered)); }, Qt::QueuedConnection);
    });
}

} // namespace tco::ui
