#include "RunProcess.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

extern char** environ;

namespace tco::test {
namespace {

/// A temporary file that captures one output stream and is removed afterwards.
class CaptureFile {
public:
    CaptureFile()
    {
        m_descriptor = mkstemp(m_path.data());
        if (m_descriptor < 0)
            throw std::runtime_error("cannot create a temporary file");
    }
    ~CaptureFile()
    {
        close(m_descriptor);
        std::remove(m_path.c_str());
    }
    CaptureFile(const CaptureFile&) = delete;
    CaptureFile& operator=(const CaptureFile&) = delete;

    [[nodiscard]] int descriptor() const { return m_descriptor; }
    [[nodiscard]] std::string contents() const
    {
        std::ifstream stream(m_path, std::ios::binary);
        std::ostringstream text;
        text << stream.rdbuf();
        return text.str();
    }

private:
    std::string m_path = "/tmp/breakeven-capture-XXXXXX";
    int m_descriptor = -1;
};

} // namespace

ProcessResult runProcess(const std::vector<std::string>& arguments, const std::map<std::string, std::string>& environment)
{
    std::map<std::string, std::string> variables;
    for (char** entry = environ; *entry != nullptr; ++entry) {
        const std::string text(*entry);
        const auto equals = text.find('=');
        if (equals != std::string::npos)
            variables[text.substr(0, equals)] = text.substr(equals + 1);
    }
    for (const auto& [name, value] : environment)
        variables[name] = value;
    std::vector<std::string> assignments;
    for (const auto& [name, value] : variables)
        assignments.push_back(name + "=" + value);

    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    std::vector<char*> envp;
    for (const std::string& assignment : assignments)
        envp.push_back(const_cast<char*>(assignment.c_str()));
    envp.push_back(nullptr);

    CaptureFile out;
    CaptureFile err;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out.descriptor(), STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.descriptor(), STDERR_FILENO);
    pid_t child = 0;
    const int spawned = posix_spawn(&child, argv[0], &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        throw std::runtime_error("cannot start " + arguments.front());
    int status = 0;
    waitpid(child, &status, 0);

    ProcessResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = out.contents();
    result.err = err.contents();
    return result;
}

} // namespace tco::test
