import { css } from '@linaria/core'

/**
 * The site's one call to action: an orange pill (trial, download), in sections and, with
 * `data-size="small"`, in headers. A class, so a plain `<a>` can wear it where there is
 * no router (the ad landings, docs/decisions/020); `PrimaryAction` is the router's link.
 */
export const primaryAction = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 28px;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  text-decoration: none;
  white-space: nowrap;
  background: linear-gradient(135deg, #ff9a3d, #ff5a1f);
  box-shadow: 0 10px 30px rgba(255, 90, 31, 0.35);
  transition:
    transform 0.2s,
    box-shadow 0.2s;
  &:hover {
    transform: translateY(-1px);
    box-shadow: 0 14px 36px rgba(255, 90, 31, 0.45);
  }
  &[data-size='small'] {
    min-height: 0;
    padding: 8px 18px;
    font-size: 14px;
    box-shadow: none;
  }
  &[data-size='small']:hover {
    transform: none;
    box-shadow: none;
  }
`
