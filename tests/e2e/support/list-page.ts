import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A declarative list page as a user works it: search form, toolbar, table with paging, the add/edit
 * modal, the advanced query and the column settings.
 *
 * @example const users = new ListPageObject(page); await users.open('/system/user'); await users.search('用户账号', 'tenant1');
 */
export class ListPageObject {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`/#${path}`);
    await this.waitForRows();
  }

  /**
   * The page shown in the content area. Kept-alive pages of other tabs stay in the DOM (hidden), so
   * every list locator is scoped to this one.
   */
  get view(): Locator {
    return this.page.locator('[data-page]').filter({ visible: true });
  }

  /**
   * Waits until the table shows (after the loading skeleton) and is not loading. The first time, the
   * page's chunks load too: on a busy machine that takes longer than one default expect.
   */
  async waitForRows(): Promise<void> {
    await expect(this.table).toBeVisible({ timeout: 20_000 });
    await expect(this.view.locator('.list-page .arco-spin-loading')).toHaveCount(0, { timeout: 15_000 });
  }

  get table(): Locator {
    return this.view.locator('.list-page .arco-table');
  }

  get rows(): Locator {
    return this.table.locator('tbody tr.arco-table-tr');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  get searchForm(): Locator {
    return this.view.getByRole('form', { name: '查询条件' });
  }

  get totalText(): Locator {
    return this.view.locator('.list-page .arco-pagination-total-text');
  }

  columnHeaders(): Locator {
    return this.table.locator('thead th');
  }

  async search(label: string, value: string): Promise<void> {
    await this.searchForm.getByPlaceholder(`请输入${label}`).fill(value);
    await this.searchForm.getByRole('button', { name: '查询' }).click();
    await this.waitForRows();
  }

  async resetSearch(): Promise<void> {
    await this.searchForm.getByRole('button', { name: '重置' }).click();
    await this.waitForRows();
  }

  async goToPage(n: number): Promise<void> {
    await this.view.locator('.list-page .arco-pagination-item', { hasText: new RegExp(`^${n}$`) }).click();
    await this.waitForRows();
  }

  toolbarButton(name: string): Locator {
    return this.view.locator('.list-page-toolbar').getByRole('button', { name });
  }

  /** The open add/edit modal. */
  get modal(): Locator {
    return this.page
      .locator('.arco-modal')
      .filter({ has: this.page.locator('form') })
      .last();
  }

  field(label: string): Locator {
    return this.modal.locator('.arco-form-item').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).locator('input, textarea').first().fill(value);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.field(label).locator('.arco-select-view').click();
    await this.page.locator('.arco-select-popup .arco-select-option', { hasText: option }).first().click();
  }

  async submit(): Promise<void> {
    await this.modal.getByRole('button', { name: '确定' }).click();
  }

  /** Clicks a row action link (编辑, 详情, 删除 ...), looking in 更多 when it is not inline. */
  async rowAction(rowText: string, action: string): Promise<void> {
    const row = this.row(rowText);
    const inline = row.locator('.list-page-row-actions').getByText(action, { exact: true });
    if (await inline.count()) {
      await inline.click();
      return;
    }
    await row.locator('.list-page-row-actions').getByText('更多').click();
    await this.page.locator('.arco-dropdown-menu-item', { hasText: action }).click();
  }

  async select(rowText: string): Promise<void> {
    await this.row(rowText).locator('.arco-checkbox').click();
  }

  /** Confirms the open Popconfirm or confirm dialog. */
  async confirm(): Promise<void> {
    const pop = this.page.locator('.arco-popconfirm');
    if (await pop.count()) {
      await pop.getByRole('button', { name: '确定' }).click();
      return;
    }
    await this.page.locator('.arco-modal-simple, .arco-modal').last().getByRole('button', { name: '确定' }).click();
  }

  /** The newest message with this text (an earlier, equal one may still be fading out). */
  message(text: string | RegExp): Locator {
    return this.page.locator('.arco-message').filter({ hasText: text }).last();
  }
}
