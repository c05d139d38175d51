import { useEffect, useState } from 'react'
import { callbackMessage } from '../session/oauth-popup.js'

/**
 * /app/oauth/callback, the sign-in popup's last page: hands the code to the window that opened
 * it, on this origin only (the registered one the popup was started from), then closes.
 */
export default function OAuthCallbackPage() {
  const [orphan, setOrphan] = useState(false)
  useEffect(() => {
    const opener = window.opener as Window | null
    if (!opener) {
      setOrphan(true)
      return
    }
    opener.postMessage(callbackMessage(window.location.search), window.location.origin)
    window.close()
  }, [])
  return (
    <main className="message-page">
      <h1>Signing you in</h1>
      <p role="status">
        {orphan ? 'This window was not opened by the site. You can close it.' : 'You can close this window.'}
      </p>
    </main>
  )
}
