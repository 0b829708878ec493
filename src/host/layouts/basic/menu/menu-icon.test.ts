import { describe, expect, it } from 'vitest';
import { arcoIconName } from './menu-icon';

describe('arcoIconName', () => {
  it('keeps Arco names and converts JeecgBoot / Ant Design spellings', () => {
    expect(arcoIconName('IconDashboard')).toBe('IconDashboard');
    expect(arcoIconName('dashboard')).toBe('IconDashboard');
    expect(arcoIconName('icon-user-group')).toBe('IconUserGroup');
  });
});
