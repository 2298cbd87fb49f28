import { useGlobalConfig } from '../features/config/globalConfig'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileInformationPage() {
  const { data: config } = useGlobalConfig()
  return (
    <ProfileFrame>
      {config?.complete_info_entrance_text ? <p data-testid="complete-info-entrance">{config.complete_info_entrance_text}</p> : null}
      <p>完善机构信息后，可享受更多专属服务。</p>
    </ProfileFrame>
  )
}
