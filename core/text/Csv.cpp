#include "text/Csv.h"

namespace tco {

std::expected<std::vector<CsvRecord>, CsvError> parseCsv(std::string_view text)
{
    std::vector<CsvRecord> records;
    CsvRecord record;
    std::string field;
    int line = 1;
    std::size_t at = 0;
    const auto endField = [&] {
        record.push_back(std::move(field));
        field.clear();
    };
    const auto endRecord = [&] {
        endField();
        records.push_back(std::move(record));
        record.clear();
    };
    while (at < text.size()) {
        const char c = text[at];
        if (c == '"' && field.empty()) {
            // A quoted field runs to the quote that is not doubled.
            const int openedOn = line;
            ++at;
            while (true) {
                if (at >= text.size())
                    return std::unexpected(CsvError{openedOn, "a quoted field is never closed"});
                if (text[at] == '"') {
                    if (at + 1 < text.size() && text[at + 1] == '"') {
                        field += '"';
                        at += 2;
                        continue;
                    }
                    ++at;
                    break;
                }
                if (text[at] == '\n')
                    ++line;
                field += text[at++];
            }
            if (at < text.size() && text[at] != ',' && text[at] != '\n' && text[at] != '\r')
                return std::unexpected(CsvError{line, "text follows a quoted field before the next comma"});
            continue;
        }
        if (c == ',') {
            endField();
            ++at;
        } else if (c == '\r' && at + 1 < text.size() && text[at + 1] == '\n') {
            endRecord();
            at += 2;
            ++line;
        } else if (c == '\n') {
            endRecord();
            ++at;
            ++line;
        } else {
            field += c;
            ++at;
        }
    }
    if (!field.empty() || !record.empty())
        endRecord();
    return records;
}

} // namespace tco
