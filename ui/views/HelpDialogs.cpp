#include "views/HelpDialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWidget>

namespace tco::ui {
namespace {

/// A dialog of `content` with a Close button, deleted when closed.
QDialog* closableDialog(QWidget* parent, const QString& title, QWidget* content, const QSize& size)
{
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    content->setParent(dialog);
    layout->addWidget(content);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(size);
    return dialog;
}

/// The menu's commands with a shortcut, their submenus' included, as rows of `table`.
void addShortcuts(const QMenu& menu, QTableWidget& table)
{
    for (QAction* action : menu.actions()) {
        if (action->menu() != nullptr) {
            addShortcuts(*action->menu(), table);
            continue;
        }
        if (action->shortcut().isEmpty())
            continue;
        const int row = table.rowCount();
        table.insertRow(row);
        QString name = action->text();
        name.remove(QLatin1Char('&'));
        table.setItem(row, 0, new QTableWidgetItem(name));
        table.setItem(row, 1, new QTableWidgetItem(action->shortcut().toString(QKeySequence::NativeText)));
    }
}

} // namespace

void showUserGuide(QWidget* parent)
{
    auto* guide = new QTextBrowser;
    guide->setObjectName(QStringLiteral("userGuide"));
    guide->setOpenExternalLinks(true);
    QFile file(QStringLiteral(":/docs/desktop-app.md"));
    if (file.open(QIODevice::ReadOnly))
        guide->setMarkdown(QString::fromUtf8(file.readAll()));
    QDialog* dialog
        = closableDialog(parent, QCoreApplication::translate("HelpDialogs", "Breakeven User Guide"), guide, QSize(760, 680));
    dialog->setModal(false);
    dialog->show();
}

void showKeyboardShortcuts(QWidget* window)
{
    auto* table = new QTableWidget(0, 2);
    table->setObjectName(QStringLiteral("keyboardShortcuts"));
    table->setHorizontalHeaderLabels(
        {QCoreApplication::translate("HelpDialogs", "Command"), QCoreApplication::translate("HelpDialogs", "Shortcut")});
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    if (const auto* menus = window->findChild<QMenuBar*>()) {
        for (QAction* action : menus->actions()) {
            if (action->menu() != nullptr)
                addShortcuts(*action->menu(), *table);
        }
    }
    closableDialog(window, QCoreApplication::translate("HelpDialogs", "Keyboard Shortcuts"), table, QSize(480, 520))->open();
}

} // namespace tco::ui
