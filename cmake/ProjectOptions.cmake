# Warnings and sanitizers as INTERFACE targets, linked PRIVATE by every project target, so they
# never leak into the flags of third-party code or of consumers.

# is left out: GCC 12 raises it at -O2 inside libstdc++'s own std::string and
# std::vector code once inlined (GCC bugs 105651 and 108860), so it cannot be an error here.
add_library(tco_warnings INTERFACE)
add_library(tco::warnings ALIAS tco_warnings)
target_compile_options(tco_warnings INTERFACE
    -Wall -Wextra -Wpedantic
    -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wconversion -Wsign-conversion -Wdouble-promotion -Wformat=2
    -Wimplicit-fallthrough -Wmisleading-indentation -Wduplicated-cond -Wduplicated-branches
    -Wlogical-op -Wuseless-cast
    $<$<BOOL:${TCO_WARNINGS_AS_ERRORS}>:-Werror>)

add_library(tco_sanitizers INTERFACE)
add_library(tco::sanitizers ALIAS tco_sanitizers)
if(TCO_ENABLE_SANITIZERS)
    set(sanitizer_flags -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_compile_options(tco_sanitizers INTERFACE ${sanitizer_flags})
    target_link_options(tco_sanitizers INTERFACE ${sanitizer_flags})
endif()

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER "${CCACHE_PROGRAM}")
endif()
